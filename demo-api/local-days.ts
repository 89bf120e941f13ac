/**
 * Local calendar days of one zone, precomputed once per location so the generator turns
 * "day d, 09:15 local" into an instant with integer arithmetic on ordinary days and asks the zone
 * code only on the few days whose length is not 24 hours (DST changes).
 */
import { civilFromDays } from '#shared/time/civil';
import { zonedTimeToEpoch } from '#shared/time/zone';

const MINUTE_MS = 60_000;

/** The days [firstDay, firstDay + count) of a zone, by days-since-epoch number. */
export class LocalDays {
  private readonly midnights: Float64Array;

  /** Precomputes local midnights for `count` days (plus one, to know the last day's length). */
  constructor(
    readonly zone: string,
    readonly firstDay: number,
    readonly count: number,
  ) {
    this.midnights = new Float64Array(count + 1);
    for (let i = 0; i <= count; i++) {
      const d = civilFromDays(firstDay + i);
      this.midnights[i] = zonedTimeToEpoch(zone, d.year, d.month, d.day);
    }
  }

  /** Local midnight starting day i (0-based in this range). */
  midnight(i: number): number {
    return this.midnights[i] as number;
  }

  /** Length of day i in minutes: 1380 or 1500 on most DST-change days, else 1440. */
  lengthMinutes(i: number): number {
    return ((this.midnights[i + 1] as number) - (this.midnights[i] as number)) / MINUTE_MS;
  }

  /** True when the zone's offset changes during day i. */
  isTransitionDay(i: number): boolean {
    return this.lengthMinutes(i) !== 1440;
  }

  /** Day of week of day i: 0 Sunday … 6 Saturday. */
  weekday(i: number): number {
    return (((this.firstDay + i + 4) % 7) + 7) % 7;
  }

  /** The instant of local wall time `minuteOfDay` (0…1439) on day i; gaps move forward, overlaps take the earlier. */
  at(i: number, minuteOfDay: number): number {
    if (!this.isTransitionDay(i)) return this.midnight(i) + minuteOfDay * MINUTE_MS;
    const d = civilFromDays(this.firstDay + i);
    return zonedTimeToEpoch(
      this.zone,
      d.year,
      d.month,
      d.day,
      Math.floor(minuteOfDay / 60),
      minuteOfDay % 60,
    );
  }
}
