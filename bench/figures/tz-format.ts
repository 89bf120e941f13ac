/**
 * tz_format_per_s and dayjs_tz_format_per_s: local date-times of many distinct instants in a named
 * zone, by the app's formatter and, for comparison, by dayjs with its timezone plugin.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { formatLocalDateTime } from '#shared/time/zone';
import { figure, type Figure } from '../lib/figure';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The zone of the large preset's biggest location; it has DST, so offsets really vary. */
const ZONE = 'Europe/London';
const APP_COUNT = 2_000_000;
const DAYJS_COUNT = 5_000;

/** Distinct instants, whole seconds, shuffled over two years so no cache sees them in order. */
function instants(count: number, seed: number): Float64Array {
  const start = Date.UTC(2025, 0, 1);
  const spanSeconds = 2 * 365 * 86_400;
  const out = new Float64Array(count);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < count; i++) {
    // xorshift32: cheap, deterministic, good enough to scatter the instants.
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = start + ((x >>> 0) % spanSeconds) * 1000;
  }
  return out;
}

/** Formats every instant and returns per-second throughput; reading a character flattens each string. */
function rate(times: Float64Array, format: (t: number) => string): { perS: number; check: number } {
  let check = 0;
  const t0 = performance.now();
  for (let i = 0; i < times.length; i++) {
    const s = format(times[i] as number);
    check += s.charCodeAt(s.length - 1);
  }
  const ms = performance.now() - t0;
  return { perS: (times.length / ms) * 1000, check };
}

/** Runs both formatters `runs` times on the same instants (after a warm-up) and returns two figures. */
export function tzFormatFigures(runs: number): Figure[] {
  const appTimes = instants(APP_COUNT, 7);
  const dayjsTimes = appTimes.subarray(0, DAYJS_COUNT);
  const app = (t: number): string => formatLocalDateTime(ZONE, t);
  const viaDayjs = (t: number): string => dayjs(t).tz(ZONE).format('YYYY-MM-DD HH:mm:ss');
  // Same text from both, or the comparison means nothing.
  for (let i = 0; i < 200; i++) {
    const t = appTimes[i] as number;
    if (app(t) !== viaDayjs(t))
      throw new Error(`Formatters disagree at ${t}: ${app(t)} vs ${viaDayjs(t)}`);
  }
  rate(appTimes.subarray(0, 200_000), app);
  rate(dayjsTimes.subarray(0, 2_000), viaDayjs);
  const appRuns: number[] = [];
  const dayjsRuns: number[] = [];
  for (let r = 0; r < runs; r++) {
    appRuns.push(rate(appTimes, app).perS);
    dayjsRuns.push(rate(dayjsTimes, viaDayjs).perS);
  }
  const details = { zone: ZONE, distinctInstants: APP_COUNT, dayjsInstants: DAYJS_COUNT };
  return [
    figure(
      'tz_format_per_s',
      '/s',
      appRuns,
      { kind: 'at-least', value: 2_000_000 },
      '≥ 2,000,000',
      details,
    ),
    figure('dayjs_tz_format_per_s', '/s', dayjsRuns, { kind: 'measured' }, 'measured', details),
  ];
}
