/**
 * Test helper: an independent reading of zone data straight from Intl (no caching, no shared code with
 * zone.ts), and a finder for a zone's offset changes, so property tests can compare against it.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of an instant in a zone: date, `HH:mm:ss`, and the exact offset in ms. */
export interface OracleReading {
  readonly date: string;
  readonly time: string;
  readonly offsetMs: number;
}

/** Reads an instant's wall clock in a zone from Intl (years 1000 to 9999). */
export function oracle(zone: string, t: number): OracleReading {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, f);
  }
  const p: Record<string, string> = {};
  for (const part of f.formatToParts(t)) p[part.type] = part.value;
  const date = `${p.year}-${p.month}-${p.day}`;
  const time = `${p.hour}:${p.minute}:${p.second}`;
  return { date, time, offsetMs: Date.parse(`${date}T${time}Z`) - Math.floor(t / 1000) * 1000 };
}

/** An offset change: at instant `at` the offset goes from `before` to `after` (ms). */
export interface Transition {
  readonly at: number;
  readonly before: number;
  readonly after: number;
}

/**
 * The zone's offset changes in a UTC year, found by sampling every `stepDays` and bisecting to the
 * second. Two changes closer than the step cancel out and are missed; real ones are months apart.
 */
export function transitionsIn(zone: string, year: number, stepDays = 7): Transition[] {
  const step = stepDays * DAY;
  const found: Transition[] = [];
  let t = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  let offset = oracle(zone, t).offsetMs;
  for (; t < end; t += step) {
    const next = oracle(zone, t + step).offsetMs;
    if (next !== offset) {
      let lo = t;
      let hi = t + step;
      while (hi - lo > 1000) {
        const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
        if (oracle(zone, mid).offsetMs === offset) lo = mid;
        else hi = mid;
      }
      found.push({ at: hi, before: offset, after: oracle(zone, hi).offsetMs });
      offset = next;
    }
  }
  return found;
}
