/**
 * Fault injection for tests and demos of error handling: latency, failures at a rate, broken JSON and
 * null fields. Random choices come from a seeded stream that restarts on every setFaults(), so a test
 * that sets failureRate 0.5 sees the same sequence of failures each run.
 */
import { Prng } from './prng';

/** Faults to inject into every response until changed. */
export interface FaultOptions {
  /** Delay before answering, in ms; a client that leaves meanwhile gets nothing. */
  latencyMs?: number;
  /** Share of requests (0…1) answered with failureStatus instead. */
  failureRate?: number;
  /** Status of injected failures; default 500. */
  failureStatus?: number;
  /** Adds `Retry-After: N` to injected failures. */
  retryAfterSeconds?: number;
  /** Answer 200 with a body that is not JSON. */
  malformedJson?: boolean;
  /** Answer 200 with JSON cut off in the middle. */
  truncatedJson?: boolean;
  /** Randomly null names, tags, e-mails and users. */
  nullFields?: boolean;
  /** Answer failureStatus to every bookings request whose time range holds this instant (epoch ms). */
  failBookingsAtMs?: number;
  /** Answer failureStatus to every bookings request of this location (its id). */
  failBookingsOfLocation?: string;
}

/** What a successful body should suffer. */
export type BodyFault = 'none' | 'malformed' | 'truncated';

/** The body sent for the malformed-JSON fault: plausible at a glance, rejected by any JSON parser. */
export const MALFORMED_BODY = `[{"id": 'not-json', "start_time": 2026-03-29T00:30:00Z,}, NaN`;

/** Mutable fault settings plus their random stream. */
export class FaultState {
  private options: Readonly<FaultOptions> = {};
  private rng: Prng;

  /** Starts with no faults. */
  constructor(private readonly seed: number) {
    this.rng = new Prng(seed, 7);
  }

  /** Replaces all fault settings (omitted ones are off) and restarts the random stream. */
  set(options: FaultOptions | undefined): void {
    this.options = { ...(options ?? {}) };
    this.rng = new Prng(this.seed, 7);
  }

  /** Added latency in ms (0 when none). */
  get latencyMs(): number {
    const ms = this.options.latencyMs ?? 0;
    return Number.isFinite(ms) && ms > 0 ? ms : 0;
  }

  /** The injected failure for this request, if one is due. */
  failure(): { status: number; retryAfterSeconds: number | null } | null {
    const rate = this.options.failureRate ?? 0;
    if (!(rate > 0) || this.rng.next() >= rate) return null;
    const status = this.options.failureStatus ?? 500;
    const valid = Number.isInteger(status) && status >= 400 && status <= 599;
    const retry = this.options.retryAfterSeconds;
    return {
      status: valid ? status : 500,
      retryAfterSeconds: retry !== undefined && retry >= 0 ? Math.floor(retry) : null,
    };
  }

  /** The injected failure's status for a bookings request of a location over [minMs, maxMs), or null. */
  bookingsFailure(minMs: number, maxMs: number, locationId?: string): number | null {
    const at = this.options.failBookingsAtMs;
    const atHit = at !== undefined && minMs <= at && at < maxMs;
    const place = this.options.failBookingsOfLocation;
    const placeHit = place !== undefined && place === locationId;
    if (!atHit && !placeHit) return null;
    const status = this.options.failureStatus ?? 500;
    return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
  }

  /** How to spoil a successful body; malformed wins when both are set. */
  bodyFault(): BodyFault {
    if (this.options.malformedJson) return 'malformed';
    if (this.options.truncatedJson) return 'truncated';
    return 'none';
  }

  /** A random stream for nulling fields, or null when that fault is off. */
  nulls(): Prng | null {
    return this.options.nullFields ? new Prng(this.seed ^ this.rng.nextUint32(), 8) : null;
  }
}

/** Resolves after `ms`, or at once with false when the signal aborts first. */
export function abortableDelay(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
