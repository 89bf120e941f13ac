import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChangeText } from '../compare/ChangeText';
import { localDateOf } from '#shared/time/zone';
import { formatDuration } from '#shared/view/format';
import { utilisationOf } from './bay-order';
import { useInsightsFormat } from './format';
import type { Insights } from './types';
import type { LocaleFormat } from '../../ui/locale/locale-format';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { TargetStatusText } from '../sites/TargetStatusText';

function Figure(props: {
  readonly label: string;
  readonly value: string;
  readonly note?: string;
  /** A second line under the note, with its definition on hover. */
  readonly detail?: { readonly text: string; readonly title: string; readonly testId: string };
  readonly change?: ReactNode;
  /** Where the figure stands against the site's target, under the note. */
  readonly target?: ReactNode;
}) {
  return (
    <Paper withBorder p="xs" radius="md" className="insights-card">
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <div className="insights-figure-value">{props.value}</div>
      {props.note && (
        <Text size="xs" c="dimmed">
          {props.note}
        </Text>
      )}
      {props.detail && (
        <Text size="xs" c="dimmed" title={props.detail.title} data-testid={props.detail.testId}>
          {props.detail.text}
        </Text>
      )}
      {props.target && <div data-testid="figure-target">{props.target}</div>}
      {props.change && <div data-testid="figure-change">{props.change}</div>}
    </Paper>
  );
}

/** "first on Thu, 26 Mar 2026 at 08:45", or only the time when the period is one day. */
function peakWhen(format: LocaleFormat, i: Insights, zone: string): string {
  if (i.peak.atMs === null) return 'no bookings';
  const time = format.clock(zone, i.peak.atMs);
  const date = localDateOf(zone, i.peak.atMs);
  return i.from === i.to ? `first at ${time}` : `first on ${format.longDate(date)} at ${time}`;
}

/**
 * Under bays needed: the 90th percentile of the daily peaks and the days near full ("daily peak 4
 * on 9 days in 10 · 2 days near full"); none when no day has window time.
 */
function dailyPeaks(
  i: Insights,
  formatCount: (n: number) => string,
): { readonly text: string; readonly title: string; readonly testId: string } | undefined {
  if (i.dailyPeakP90 === null) return undefined;
  const parts = [`daily peak ≤ ${formatCount(i.dailyPeakP90)} on 9 days in 10`];
  if (i.daysNearFull !== null)
    parts.push(`${formatCount(i.daysNearFull)} ${i.daysNearFull === 1 ? 'day' : 'days'} near full`);
  return {
    text: parts.join(' · '),
    title:
      'The 90th percentile (nearest rank) of each open day’s peak of bays in use. A day is near full when its peak reached 90% of the bays counted.',
    testId: 'daily-peaks',
  };
}

/** The headline figures of the period, and their change against `before` when comparing. */
export function HeadlineFigures(props: {
  readonly insights: Insights;
  readonly zone: string;
  readonly before?: Insights | null;
}) {
  const { insights: i, zone } = props;
  const b = props.before ?? null;
  const vs = (
    now: number | null,
    old: number | null | undefined,
    kind: 'ratio' | 'count' | 'hours',
  ) => (b ? <ChangeText now={now} before={old} kind={kind} /> : undefined);
  const format = useLocaleFormat();
  const { formatBookedHours, formatCount, formatPercent } = useInsightsFormat();
  const u = utilisationOf(i.totals);
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4, lg: 8 }}
      spacing="xs"
      className="insights-figures"
      data-testid="insights-figures"
      role="group"
      aria-label="Headline figures"
    >
      <Figure
        label="Bookings"
        value={formatCount(i.totals.bookings)}
        change={vs(i.totals.bookings, b?.totals.bookings, 'count')}
      />
      <Figure
        label="People"
        value={formatCount(i.people)}
        note="distinct users"
        change={vs(i.people, b?.people, 'count')}
      />
      <Figure
        label="Booked hours"
        value={formatBookedHours(i.totals.bookedMs)}
        note={`${formatBookedHours(i.totals.occupiedMs)} occupied`}
        change={vs(i.totals.bookedMs, b?.totals.bookedMs, 'hours')}
      />
      <Figure
        label="Utilisation"
        value={formatPercent(u)}
        note={`of ${formatCount(i.bays)} ${i.bays === 1 ? 'bay' : 'bays'}`}
        target={
          // This period's utilisation against the site's target; the comparison's is not placed.
          i.site?.target ? (
            <TargetStatusText utilisation={u} band={i.site.target} form="line" size="xs" />
          ) : undefined
        }
        change={vs(u, b ? utilisationOf(b.totals) : null, 'ratio')}
      />
      <Figure
        label="Peak bays in use"
        value={formatCount(i.peak.baysInUse)}
        note={peakWhen(format, i, zone)}
        change={vs(i.peak.baysInUse, b?.peak.baysInUse, 'count')}
      />
      <Figure
        label="Bays needed"
        value={i.baysNeeded === null ? '–' : formatCount(i.baysNeeded)}
        note={
          i.baysNeeded === null
            ? undefined
            : `in use 95% of the time · ${formatCount(i.bays - i.baysNeeded)} spare`
        }
        detail={dailyPeaks(i, formatCount)}
        change={vs(i.baysNeeded, b?.baysNeeded, 'count')}
      />
      <Figure
        label="Median booking"
        value={i.medianBookingMs === null ? '–' : formatDuration(i.medianBookingMs)}
      />
      <Figure
        label="Cross midnight"
        value={formatCount(i.crossingMidnight)}
        note={
          i.totals.bookings > 0
            ? `${formatPercent(i.crossingMidnight / i.totals.bookings)} of bookings`
            : undefined
        }
      />
    </SimpleGrid>
  );
}
