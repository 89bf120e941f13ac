import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChangeText } from '../compare/ChangeText';
import { localDateOf } from '#shared/time/zone';
import { utilisationOf } from './bay-order';
import { durationText } from '../bookings/duration-text';
import { useFigureFormat, type FigureFormat } from '../../ui/format/figure-format';
import type { Insights } from './types';
import type { LocaleFormat } from '../../ui/locale/locale-format';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { TargetStatusText } from '../sites/TargetStatusText';
import { comparable } from '#shared/insights/closed-reasons';

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
function peakWhen(format: LocaleFormat, i18n: I18n, i: Insights, zone: string): string {
  if (i.peak.atMs === null)
    return i.totals.availableMs === 0 && i.totals.bookings > 0
      ? i18n._(msg({ comment: 'Under the peak of a period with no open time.', message: `closed` }))
      : i18n._(msg`no bookings`);
  const time = format.clock(zone, i.peak.atMs);
  if (i.from === i.to)
    return i18n._(
      msg({ comment: 'When the peak was first reached.', message: `first at ${time}` }),
    );
  const date = format.longDate(localDateOf(zone, i.peak.atMs));
  return i18n._(
    msg({ comment: 'When the peak was first reached.', message: `first on ${date} at ${time}` }),
  );
}

/**
 * Under bays needed: the 90th percentile of the daily peaks and the days near full ("daily peak 4
 * on 9 days in 10 · 2 days near full"); none when no day has window time.
 */
function dailyPeaks(
  i: Insights,
  f: FigureFormat,
  i18n: I18n,
): { readonly text: string; readonly title: string; readonly testId: string } | undefined {
  if (i.dailyPeakP90 === null) return undefined;
  const peak = f.formatCount(i.dailyPeakP90);
  // Under 10 days, the 90th percentile is the highest peak; of one day, the peak shown above it.
  const daysCounted = i.days.filter((d) => d.availableMs > 0).length;
  const parts: string[] = [];
  if (daysCounted >= 10)
    parts.push(
      i18n._(
        msg({
          comment:
            'The 90th percentile of the daily peaks of bays in use: on 9 days in 10 the peak was at most this many bays.',
          message: `daily peak ≤ ${peak} on 9 days in 10`,
        }),
      ),
    );
  else if (daysCounted > 1)
    parts.push(
      i18n._(
        msg({
          comment: 'The highest of the daily peaks of bays in use, over a period of 2 to 9 days.',
          message: `daily peak ≤ ${peak} on all ${daysCounted} days`,
        }),
      ),
    );
  if (i.daysNearFull !== null) {
    const dayCount = i.daysNearFull;
    const days = f.formatCount(dayCount);
    parts.push(
      i18n._(
        msg`${plural(dayCount, { one: `${days} day near full`, other: `${days} days near full` })}`,
      ),
    );
  }
  if (parts.length === 0) return undefined;
  const nearFull = f.formatPercent(0.9, 0);
  return {
    text: parts.join(' · '),
    title: i18n._(
      msg({
        comment: 'The definition of the daily peak figure and of a day near full.',
        message: `The 90th percentile (nearest rank) of each open day’s peak of bays in use. A day is near full when its peak reached ${nearFull} of the bays counted.`,
      }),
    ),
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
  // A closed period against an open one (a Saturday against its Friday) is no change in use.
  const likeWithLike = b === null || comparable(i, b);
  const vs = (
    now: number | null,
    old: number | null | undefined,
    kind: 'ratio' | 'count' | 'hours',
  ) =>
    b === null ? undefined : likeWithLike ? (
      <ChangeText now={now} before={old} kind={kind} />
    ) : (
      <Text
        span
        size="xs"
        c="dimmed"
        data-testid="not-compared"
        title={t`One of the periods was closed: its figures are not compared with an open one.`}
      >
        {t`not compared`}
      </Text>
    );
  const format = useLocaleFormat();
  const f = useFigureFormat();
  const { formatBookedHours, formatCount, formatPercent } = f;
  const { t, i18n } = useLingui();
  const u = utilisationOf(i.totals);
  const occupied = formatBookedHours(i.totals.occupiedMs);
  const bayCount = i.bays;
  const bays = formatCount(bayCount);
  const spare = i.baysNeeded === null ? '' : formatCount(i.bays - i.baysNeeded);
  const inUse = formatPercent(0.95, 0);
  const crossingShare =
    i.totals.bookings > 0 ? formatPercent(i.crossingMidnight / i.totals.bookings) : '';
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4, lg: 8 }}
      spacing="xs"
      className="insights-figures"
      data-testid="insights-figures"
      role="group"
      aria-label={t`Headline figures`}
    >
      <Figure
        label={t`Bookings`}
        value={formatCount(i.totals.bookings)}
        change={vs(i.totals.bookings, b?.totals.bookings, 'count')}
      />
      <Figure
        label={t`People`}
        value={formatCount(i.people)}
        note={t({ comment: 'Under the number of people who booked.', message: 'distinct users' })}
        change={vs(i.people, b?.people, 'count')}
      />
      <Figure
        label={t`Booked hours`}
        value={formatBookedHours(i.totals.bookedMs)}
        note={t({
          comment:
            'Occupied hours: the time a bay was covered by at least one booking, summed over bays (overlapping bookings of a bay count once).',
          message: `${occupied} occupied`,
        })}
        change={vs(i.totals.bookedMs, b?.totals.bookedMs, 'hours')}
      />
      <Figure
        label={t`Utilisation`}
        value={formatPercent(u)}
        note={t`${plural(bayCount, { one: `of ${bays} bay`, other: `of ${bays} bays` })}`}
        target={
          // This period's utilisation against the site's target; the comparison's is not placed.
          i.site?.target ? (
            <TargetStatusText
              utilisation={u}
              band={i.site.target}
              form="line"
              size="xs"
              filtered={narrowed(i.filter)}
            />
          ) : undefined
        }
        change={vs(u, b ? utilisationOf(b.totals) : null, 'ratio')}
      />
      <Figure
        label={t`Peak bays in use`}
        value={formatCount(i.peak.baysInUse)}
        note={peakWhen(format, i18n, i, zone)}
        change={vs(i.peak.baysInUse, b?.peak.baysInUse, 'count')}
      />
      <Figure
        label={t`Bays needed`}
        value={i.baysNeeded === null ? '–' : formatCount(i.baysNeeded)}
        note={
          i.baysNeeded === null
            ? undefined
            : t({
                comment:
                  'Under bays needed: the fewest bays that held the demand for 95% of the time counted; the bays counted beyond them are spare.',
                message: `in use ${inUse} of the time · ${spare} spare`,
              })
        }
        detail={dailyPeaks(i, f, i18n)}
        change={vs(i.baysNeeded, b?.baysNeeded, 'count')}
      />
      <Figure
        label={t`Median booking`}
        value={i.medianBookingMs === null ? '–' : durationText(i18n, i.medianBookingMs)}
      />
      <Figure
        label={t({ comment: 'Bookings that cross midnight.', message: 'Cross midnight' })}
        value={formatCount(i.crossingMidnight)}
        note={i.totals.bookings > 0 ? t`${crossingShare} of bookings` : undefined}
      />
    </SimpleGrid>
  );
}

/** Whether a search or tags narrow what is counted (a time-of-day window keeps the site whole). */
function narrowed(filter: Insights['filter']): boolean {
  return Boolean(filter.search?.trim()) || filter.tags !== null;
}
