/** The Insights result and its parts, as the contract defines them. */
export type {
  BayUse,
  DayUse,
  Insights,
  InsightsProgress,
  SummaryBy,
  TagUse,
  UseFigures,
  WeekdayHourUse,
} from '#shared/insights/types';
