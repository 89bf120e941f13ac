import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Comparison } from '#shared/insights/compare-period';
import { comparisonPeriod } from '#shared/insights/compare-period';
import type { Location } from '#shared/model';
import { compareText } from '#shared/scope/row-order';
import { selectionDays, type DateSelection } from '#shared/view/navigation';
import { useBays, useLocations } from '../../data/company';
import { useSites } from '../../data/sites';
import { useShownFilters } from '../bookings/use-shown-filters';
import { useFigureFormat } from '../../ui/format/figure-format';
import { comparisonSentence } from './comparison-sentence';
import { periodToGoOn, portfolioProgress } from './portfolio-progress';
import { portfolioRows } from './portfolio-rows';
import { accountTotals } from './portfolio-totals';
import { summarySentence } from './summary-sentence';
import { targetSentence } from './target-sentence';
import { usePortfolio, type PortfolioScope } from './use-portfolio';

/** What the All locations page shows: the account, the period, and the filters on screen. */
export interface AllLocationsInput {
  readonly accountId: string;
  readonly zone: string;
  readonly dates: DateSelection;
  readonly tags: readonly string[];
  readonly search: string;
  readonly compare: Comparison | null;
  /** Each site on its own clock (site time), `zone` for sites without one. */
  readonly siteTime?: boolean;
}

/** Every location's figures for the period (and comparison), as rows, totals and a summary. */
export function useAllLocations(input: AllLocationsInput) {
  const { accountId, zone, dates, tags, search, compare } = input;
  const siteTime = input.siteTime ?? false;
  const f = useFigureFormat();
  const { i18n } = useLingui();
  const locationsQuery = useLocations(accountId);
  const bays = useBays(accountId);
  const sites = useSites(accountId);
  const targets = useMemo(
    () => new Map((sites.data?.sites ?? []).map((s) => [s.locationId, s.settings?.target ?? null])),
    [sites.data],
  );
  const locations = useMemo(
    () => [...(locationsQuery.data?.items ?? [])].sort((a, b) => compareText(a.name, b.name)),
    [locationsQuery.data],
  );
  const tagChoices = useMemo(
    () =>
      [...new Set((bays.data?.items ?? []).map((b) => b.tag ?? ''))].sort((a, b) =>
        compareText(a, b),
      ),
    [bays.data],
  );
  const { from, to } = selectionDays(dates, zone);
  // Each search is every location's Insights again: it waits for typing to pause, as on Bookings.
  const filters = useShownFilters(tags, search, dates.timeOfDay);
  const filter = filters.insights;
  const scope = useMemo(
    (): PortfolioScope => ({ accountId, from, to, zone, filter, siteTime }),
    [accountId, from, to, zone, filter, siteTime],
  );
  const current = usePortfolio(scope, locations, true);
  const before = useMemo(
    () => (compare ? comparisonPeriod(from, to, compare) : null),
    [from, to, compare],
  );
  const beforeScope = useMemo(() => (before ? { ...scope, ...before } : scope), [before, scope]);
  // The comparison waits for the period itself, so the period's figures come first.
  const previous = usePortfolio(
    beforeScope,
    before ? locations : noLocations,
    current.done === current.total,
  );

  const comparing = before !== null;
  const rows = portfolioRows(current.rows, previous.rows, i18n, targets);
  const { counted, totals, comparison } = accountTotals(rows, comparing);
  return {
    locationsQuery,
    locations,
    tagChoices,
    from,
    to,
    before,
    filters,
    rows,
    totals,
    comparison,
    progress: portfolioProgress(current.rows, previous.rows, comparing),
    /** Whether some site has a target: its column then shows by itself. */
    targets: rows.some((r) => Boolean(r.target)),
    summary: [
      summarySentence(rows, totals, counted, f, i18n),
      targetSentence(rows, f.formatCount, i18n),
      comparisonSentence(comparison, f, i18n),
    ]
      .filter((s) => s !== '')
      .join(' '),
    cancel: () => {
      current.cancel();
      previous.cancel();
    },
    goOn: () => (periodToGoOn(current.rows) === 'current' ? current : previous).goOn(),
  };
}

const noLocations: readonly Location[] = [];
