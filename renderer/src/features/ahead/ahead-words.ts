/** The words of the weeks ahead: each status and each method, in the interface's language. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ForecastMethod, ForecastStatus } from '#shared/contract';

/** A day's status as the page says it. */
export const STATUS_WORDS: Readonly<Record<ForecastStatus, MessageDescriptor>> = {
  full: msg`Full`,
  'near full': msg`Near full`,
  room: msg`Room`,
  closed: msg`Closed`,
};

/** How the expected peaks were worked out, in a clause. */
export const METHOD_WORDS: Readonly<Record<ForecastMethod, MessageDescriptor>> = {
  'weekday-median': msg`the median of the same weekday’s peaks`,
  smoothing: msg`the same weekday’s peaks, smoothed so that recent weeks weigh more`,
  pickup: msg`the bookings already made at the same lead time, grown as they grew before`,
};

/** The choices of weeks ahead and of weeks of history. */
export const WEEKS_AHEAD = [1, 2, 4, 6, 8] as const;
/** Weeks of history the forecast may learn from. */
export const HISTORY_CHOICES = [8, 12, 16, 26, 52] as const;
