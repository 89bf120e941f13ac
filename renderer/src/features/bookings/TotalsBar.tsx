import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import type { Totals } from '#shared/view/totals';

function Figure(props: {
  readonly label: string;
  readonly value: string;
  readonly testId: string;
  /** What the figure is counted over, said where it differs from the plain word. */
  readonly title?: string;
}) {
  return (
    <Group gap={6} wrap="nowrap" data-testid={props.testId} title={props.title}>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {props.label}
      </Text>
      <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {props.value}
      </Text>
    </Group>
  );
}

/** How the totals are counted: over open hours once the site's clock is known. */
export interface TotalsBasis {
  /** The site's clock is known; until then the open-time figures show a dash. */
  readonly known: boolean;
  /** Reading the site's clock failed: the open-time figures stay a dash, and say why. */
  readonly failed?: boolean;
  /** The site has opening hours, holidays or closures: time outside them is its own figure. */
  readonly openHours: boolean;
}

/**
 * Bookings, booked hours and utilisation of what is shown, on Insights' definitions (booked hours
 * and utilisation over open time, the rest outside opening hours), with room for status on the right.
 */
export function TotalsBar(props: {
  /** Null until the bookings are loaded: the figures show a dash rather than a misleading zero. */
  readonly totals: Totals | null;
  readonly basis: TotalsBasis;
  readonly bays: number;
  /** All bays of the location, when filters hide some. */
  readonly totalBays: number;
  readonly children?: ReactNode;
}) {
  const { totals, bays, basis } = props;
  const dash = '—';
  const format = useLocaleFormat();
  const { t } = useLingui();
  const shownBays = format.number(bays);
  const allBays = format.number(props.totalBays);
  const openTotals = totals && basis.known ? totals : null;
  const outsideCount = openTotals ? format.number(openTotals.outside.bookings) : '';
  const openWord = basis.failed
    ? t`The site’s opening hours could not be read, so this figure is not given. Refresh to try again.`
    : basis.openHours
      ? t`Counted over opening hours, as Insights count them.`
      : undefined;
  return (
    // Closer together with the outside-hours figure; a narrow window or a long language wraps the
    // status to a second line rather than cutting it.
    <Group
      gap={basis.openHours ? 'md' : 'lg'}
      style={{ rowGap: 4 }}
      wrap="wrap"
      aria-label={t`Totals`}
      role="group"
      data-testid="totals"
    >
      <Figure
        label={t`Bookings`}
        value={totals ? format.number(totals.bookings) : dash}
        testId="total-bookings"
      />
      <Figure
        label={t`Booked hours`}
        value={openTotals ? format.hours(openTotals.bookedMs) : dash}
        testId="total-hours"
        title={openWord}
      />
      <Figure
        label={basis.openHours ? t`Utilisation (open hours)` : t`Utilisation`}
        value={openTotals?.utilisation != null ? format.percent(openTotals.utilisation) : dash}
        testId="total-utilisation"
        title={
          openTotals && openTotals.utilisation === null
            ? t`No opening hours in what is shown: there is no utilisation to give.`
            : openWord
        }
      />
      {basis.openHours && (
        <Figure
          label={t`Outside opening hours`}
          value={openTotals ? format.hours(openTotals.outside.ms) : dash}
          testId="total-outside"
          title={
            openTotals
              ? t`Bookings with time outside opening hours: ${outsideCount}. They are counted in Bookings.`
              : undefined
          }
        />
      )}
      <Figure
        label={t`Bays`}
        value={
          totals ? (props.totalBays !== bays ? t`${shownBays} of ${allBays}` : shownBays) : dash
        }
        testId="total-bays"
      />
      <Group ml="auto" gap="md" wrap="nowrap">
        {props.children}
      </Group>
    </Group>
  );
}
