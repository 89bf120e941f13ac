/** The All locations report (`--location all --by location`): one row per location. */
import { figures, type SummaryColumnKind, type SummaryTable } from './summary-table';
import type { Insights } from './types';
import { daysKey, hoursKey } from '../sites/hours-text';
import { ALWAYS_OPEN } from '../sites/opening-hours';
import { targetStatus } from '../sites/target-band';
import { lostOpenDays } from './closed-days';
import { closedPeriodReasons, closedReasonsText } from './closed-reasons';

/** The columns, in file order. */
export const LOCATION_HEADER = [
  'location',
  'bays',
  'bookings',
  'people',
  'booked_minutes',
  'occupied_minutes',
  'available_minutes',
  'utilisation',
  'peak_bays_in_use',
  'bays_needed_p95',
  'zone',
  'open_days',
  'open_hours',
  'outside_hours_minutes',
  'closed_days',
  'closed',
  'days_near_full',
  'daily_peak_p90',
  'target_low',
  'target_high',
  'target_status',
] as const;

/**
 * The columns that are the site's settings rather than a period's figures: the same in both periods
 * of a comparison, so they get no `X_before` column.
 */
export const LOCATION_SETTING_COLUMNS: readonly string[] = ['target_low', 'target_high'];

const KINDS: readonly SummaryColumnKind[] = [
  'text',
  'integer',
  'integer',
  'integer',
  'integer',
  'integer',
  'integer',
  'ratio',
  'integer',
  'integer',
  'text',
  'text',
  'text',
  'integer',
  'integer',
  'text',
  'integer',
  'integer',
  'ratio',
  'ratio',
  'text',
];

/** One location and its Insights. */
export interface LocationInsights {
  readonly locationId: string;
  readonly locationName: string;
  readonly insights: Insights;
}

/** One row per location, in the order given; a location without bays has no utilisation. */
export function locationTable(locations: readonly LocationInsights[]): SummaryTable {
  return {
    header: LOCATION_HEADER,
    kinds: KINDS,
    keys: locations.map((l) => l.locationId),
    rows: locations.map(({ locationName, insights }) => {
      const [bookings, booked, occupied, available, utilisation] = figures(insights.totals);
      const target = insights.site?.target ?? null;
      return [
        locationName,
        insights.bays,
        bookings ?? 0,
        insights.people,
        booked ?? 0,
        occupied ?? 0,
        available ?? 0,
        utilisation ?? null,
        insights.peak.baysInUse,
        insights.bays > 0 ? insights.baysNeeded : null,
        insights.zone,
        // The basis of the figures: a site without settings is open every hour of every day.
        daysKey(insights.site?.hours ?? ALWAYS_OPEN),
        hoursKey(insights.site?.hours ?? ALWAYS_OPEN),
        Math.round(insights.outsideOpening.ms / 60_000),
        lostOpenDays(insights.site, insights.from, insights.to).length,
        // Closed all through the period: why, in words ("Saturday", "Spring bank holiday").
        closedReasonsText(closedPeriodReasons(insights)),
        insights.bays > 0 ? insights.daysNearFull : null,
        insights.bays > 0 ? insights.dailyPeakP90 : null,
        target?.low ?? null,
        target?.high ?? null,
        // Empty without a target, or without open time to have a utilisation.
        targetStatus(typeof utilisation === 'number' ? utilisation : null, target),
      ];
    }),
  };
}
