import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import type { Totals } from '#shared/view/totals';

function Figure(props: {
  readonly label: string;
  readonly value: string;
  readonly testId: string;
}) {
  return (
    <Group gap={6} wrap="nowrap" data-testid={props.testId}>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {props.value}
      </Text>
    </Group>
  );
}

/** Bookings, booked hours and utilisation of what is shown, with room for status on the right. */
export function TotalsBar(props: {
  /** Null until the bookings are loaded: the figures show a dash rather than a misleading zero. */
  readonly totals: Totals | null;
  readonly bays: number;
  /** All bays of the location, when filters hide some. */
  readonly totalBays: number;
  readonly children?: ReactNode;
}) {
  const { totals, bays } = props;
  const dash = '—';
  const format = useLocaleFormat();
  const { t } = useLingui();
  const shownBays = format.number(bays);
  const allBays = format.number(props.totalBays);
  return (
    <Group gap="lg" wrap="nowrap" aria-label={t`Totals`} role="group" data-testid="totals">
      <Figure
        label={t`Bookings`}
        value={totals ? format.number(totals.bookings) : dash}
        testId="total-bookings"
      />
      <Figure
        label={t`Booked hours`}
        value={totals ? format.hours(totals.bookedMs) : dash}
        testId="total-hours"
      />
      <Figure
        label={t`Utilisation`}
        value={totals ? format.percent(totals.utilisation) : dash}
        testId="total-utilisation"
      />
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
