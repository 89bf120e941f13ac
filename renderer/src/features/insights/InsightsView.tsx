import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Grid, Group, Stack, Text } from '@mantine/core';
import { type Comparison, comparisonPeriod } from '#shared/insights/compare-period';
import { CompareControl } from '../compare/CompareControl';
import { useMemo } from 'react';
import { useBridge } from '../../ui/bridge-context';
import { useAppInfo } from '../../data/app-info';
import type { BookingFilter } from '#shared/contract';
import type { AppError } from '#shared/result';
import type { ZonedDays } from '#shared/time/local-days';
import { DroppedNotice } from '../../ui/status/DroppedNotice';
import { SiteBasis } from '../sites/SiteBasis';
import { EmptyMessage } from '../../ui/status/EmptyMessage';
import { ErrorState } from '../../ui/status/ErrorState';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { BayUseList } from './BayUseList';
import { ChartCard } from './ChartCard';
import { busiestDay, cellTarget, type DrillTarget } from './drill';
import { EmptyPeriod } from './EmptyPeriod';
import { HeadlineFigures } from './HeadlineFigures';
import { HeatmapCard } from './HeatmapCard';
import { PeopleCard } from './PeopleCard';
import { DomainCard } from './DomainCard';
import { InsightsActions, type PdfPageSize } from './InsightsActions';
import { CountingProgress } from './CountingProgress';
import { ComparedWith, type ComparisonState } from './ComparedWith';
import { figureFormat } from '../../ui/format/figure-format';
import { overTime } from './over-time';
import { baySummary, overTimeSummary, tagSummary } from './summaries';
import { TagUseChart, TagUseTable } from './TagUse';
import type { Insights, SummaryBy } from './types';
import { useInsights } from './use-insights';
import { UseOverTimeChart, UseOverTimeTable } from './UseOverTime';
import { ClosedPeriod } from './ClosedPeriod';
import { closedPeriodReasons, comparable } from '#shared/insights/closed-reasons';
import './insights.css';

/** The period and filters the Insights view shows, as the bookings view has them. */
export interface InsightsViewProps extends ZonedDays {
  readonly accountId: string;
  readonly locationId: string;
  readonly locationName: string;
  readonly filter: BookingFilter;
  /** "Harbour Office, times in Europe/Berlin; whole days": what the figures cover. */
  readonly description: string;
  /** Opens the Timeline at a day, with a bay or an hour in view. */
  readonly onDrill: (target: DrillTarget) => void;
  readonly onExportSummary: (what: SummaryBy | 'workbook' | 'under-used') => void;
  /** What the period is compared with (kept per account), and how to change it. */
  readonly compare: Comparison | null;
  readonly onCompare: (compare: Comparison | null) => void;
  /**
   * Site time: the location's days and hours on its own clock (its settings' zone), `zone` being the
   * fallback for a site without one. Its times are then in the zone the answer names.
   */
  readonly siteTime?: boolean;
}

/**
 * How the location's bays are used over the period: headline figures, weekday × hour heatmap, use
 * over time, by tag and by bay. Loaded lazily, so the first screen does not pay for the charts.
 */
export function InsightsView(props: InsightsViewProps) {
  const { accountId, locationId, locationName, zone, from, to, filter } = props;
  const siteTime = props.siteTime ?? false;
  const query = useMemo(
    () => ({ accountId, locationId, from, to, zone: zone, filter, siteTime }),
    [accountId, locationId, from, to, zone, filter, siteTime],
  );
  const { result, progress, cancel } = useInsights(query);
  const { compare } = props;
  const beforePeriod = useMemo(
    () => (compare ? comparisonPeriod(from, to, compare) : null),
    [from, to, compare],
  );
  // The comparison is asked for once the period itself is in: one computation at a time.
  const beforeQuery = useMemo(
    () => ({ ...query, from: beforePeriod?.from ?? from, to: beforePeriod?.to ?? to }),
    [query, beforePeriod, from, to],
  );
  const before = useInsights(beforeQuery, beforePeriod !== null && result.data !== undefined);
  const format = useLocaleFormat();
  const { t } = useLingui();
  const period =
    from === to ? format.longDate(from) : `${format.longDate(from)} – ${format.longDate(to)}`;

  if (result.data)
    return (
      <InsightsBody
        {...props}
        insights={result.data}
        before={beforePeriod ? (before.result.data ?? null) : null}
        beforeLabel={
          beforePeriod
            ? beforePeriod.from === beforePeriod.to
              ? format.longDate(beforePeriod.from)
              : `${format.longDate(beforePeriod.from)} – ${format.longDate(beforePeriod.to)}`
            : null
        }
        beforeState={
          beforePeriod === null
            ? null
            : before.result.isError
              ? { error: before.result.error, retry: () => void before.result.refetch() }
              : before.result.data
                ? null
                : { progress: before.progress?.percent ?? 0 }
        }
        period={period}
        updating={result.isFetching}
      />
    );
  // A retry shows its progress (and Cancel) like the first try, not a spinner on the error.
  if (result.isFetching)
    return (
      <CountingProgress
        title={t`Working out the insights for ${locationName}, ${period}`}
        name={t`Insights`}
        fetched={t({
          comment: 'After a percentage: "40% of the period fetched".',
          message: 'of the period fetched',
        })}
        progress={progress}
        onCancel={cancel}
        testId="insights"
      />
    );
  if (result.isError)
    return (
      <ErrorState what="insights" error={result.error} onRetry={() => void result.refetch()} />
    );
  return (
    <EmptyMessage
      title={t`Loading the insights was cancelled`}
      hint={
        <Button
          mt="xs"
          variant="default"
          onClick={() => void result.refetch()}
          data-testid="insights-load"
        >
          <Trans>Load the insights</Trans>
        </Button>
      }
    />
  );
}

function InsightsBody(
  props: InsightsViewProps & {
    readonly insights: Insights;
    readonly before: Insights | null;
    readonly beforeLabel: string | null;
    readonly beforeState: ComparisonState;
    readonly period: string;
    readonly updating: boolean;
  },
) {
  const { insights, period, locationName, from, to } = props;
  const { t } = useLingui();
  // Closed all through (its week, a holiday, a closure): said so, never "no bookings" or "free".
  const closedReasons = useMemo(() => closedPeriodReasons(insights), [insights]);
  // Under site time the answer is in the site's zone, which may not be the one asked for.
  const zone = insights.zone;
  const bridge = useBridge();
  const desktop = useAppInfo().data?.shell === 'electron';
  // Dates in a file name stay YYYY-MM-DD: they sort, and every language reads them.
  const fileStem =
    from === to
      ? t({
          comment: "A saved file's name, without its extension.",
          message: `Insights ${locationName} ${from}`,
        })
      : t({
          comment: "A saved file's name, without its extension.",
          message: `Insights ${locationName} ${from} to ${to}`,
        });
  const savePdf = async (pageSize: PdfPageSize): Promise<AppError | null> => {
    const r = await bridge.savePdf({ fileName: fileStem, pageSize });
    return r.ok ? null : r.error;
  };
  const searched = insights.filter.search;
  if (insights.bays === 0)
    return searched ? (
      <EmptyMessage
        title={t`No one matches “${searched}”`}
        hint={t`No name, e-mail or bay has these words in this period. Check the spelling, or clear the search.`}
      />
    ) : (
      <EmptyMessage
        title={t`No bay matches the filters`}
        hint={t`Insights count the bays the Timeline shows: clear the search or choose other tags.`}
      />
    );
  const { beforeLabel, beforeState, description } = props;
  return (
    <div className="insights-scroll" data-testid="insights">
      <Stack gap="sm" className="insights-print-root" pb="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            {/* On paper the page's own title is not printed: the report names its location. */}
            <Text fw={700} size="lg" className="insights-print-title">
              <Trans>Bay use at {locationName}</Trans>
            </Text>
            <Text fw={600} size="sm" data-testid="insights-period">
              {period}
            </Text>
            <Text size="xs" c="dimmed">
              {props.updating ? t`${description} · updating…` : description}
            </Text>
            <SiteBasis insights={insights} />
          </div>
          <Group gap={6} align="flex-start" className="no-print">
            <CompareControl
              from={props.from}
              to={props.to}
              value={props.compare}
              onChange={props.onCompare}
            />
            <InsightsActions
              fileStem={fileStem}
              onExportSummary={props.onExportSummary}
              onSavePdf={desktop ? savePdf : undefined}
            />
          </Group>
        </Group>
        {beforeLabel && (
          <ComparedWith
            label={beforeLabel}
            state={beforeState}
            unlike={props.before !== null && !comparable(insights, props.before)}
          />
        )}
        <DroppedNotice dropped={insights.unreadableRecords} what="booking" />
        <HeadlineFigures insights={insights} zone={zone} before={props.before} />
        {closedReasons ? (
          <ClosedPeriod
            reasons={closedReasons}
            bookings={insights.totals.bookings}
            period={period}
          />
        ) : insights.totals.bookings === 0 ? (
          <EmptyPeriod bays={insights.bays} period={period} />
        ) : (
          <Charts {...props} />
        )}
      </Stack>
    </div>
  );
}

/** A period without bookings: rows of zeros say less than one sentence. */
/** The heatmap, use over time, by tag and by bay. */
function Charts(
  props: InsightsViewProps & { readonly insights: Insights; readonly before: Insights | null },
) {
  const { before } = props;
  const { insights, onDrill } = props;
  const zone = insights.zone;
  const format = useLocaleFormat();
  const { t, i18n } = useLingui();
  const insightsText = figureFormat(format);
  const dates = useMemo(() => ({ short: format.shortDate, long: format.longDate }), [format]);
  // The weeks' names are in the interface's language, as the dates are: a new language brings a
  // new locale format, so `dates` changes with it.
  const series = useMemo(() => overTime(insights.days, dates, i18n), [insights.days, dates, i18n]);
  const beforeSeries = useMemo(
    () => (before ? overTime(before.days, dates, i18n) : null),
    [before, dates, i18n],
  );
  const busiest = busiestDay(insights.days);
  const openDay = (date: string) => onDrill({ date, bayId: null, atMs: null });
  return (
    <>
      <HeatmapCard
        cells={insights.weekdayHours}
        before={before?.weekdayHours ?? null}
        bays={insights.bays}
        onOpen={(c) => {
          const target = cellTarget(insights.days, zone, c.isoWeekday, c.hour);
          if (target) onDrill(target);
        }}
      />
      {/* One day is one bar: its use is in the figures and the heatmap's row already. */}
      <Grid gap="sm">
        {insights.days.length > 1 && (
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ChartCard
              title={series.unit === 'week' ? t`Use per week` : t`Use per day`}
              testId="over-time"
              summary={overTimeSummary(series, insightsText, i18n)}
              chart={(id) => <UseOverTimeChart data={series} describedBy={id} onOpen={openDay} />}
              table={() => (
                <UseOverTimeTable data={series} onOpen={openDay} before={beforeSeries} />
              )}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: insights.days.length > 1 ? 5 : 12 }}>
          <ChartCard
            title={t`By tag`}
            testId="by-tag"
            summary={tagSummary(insights.tagUse, insightsText, i18n)}
            chart={(id) => <TagUseChart tags={insights.tagUse} describedBy={id} />}
            table={() => <TagUseTable tags={insights.tagUse} before={before?.tagUse ?? null} />}
          />
        </Grid.Col>
      </Grid>
      <PeopleCard insights={insights} />
      <DomainCard domains={insights.domains} />
      <BayUseList
        bays={insights.bayUse}
        before={before?.bayUse ?? null}
        summary={baySummary(insights.bayUse, insightsText, i18n)}
        onOpen={(bay) =>
          onDrill({ date: busiest?.date ?? insights.from, bayId: bay.bayId, atMs: null })
        }
      />
    </>
  );
}
