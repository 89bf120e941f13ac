/** An in-memory ApiClient for export tests: answers bookings requests from a list, with faults. */
import type { Bay, Booking, Parsed } from '#shared/model';
import { AppFailure } from '#shared/result';
import type { ApiClient } from '../../api/client';
import { sleep } from '../../api/retry';
import type { BookingsQuery } from '#shared/api/query';

/** How the fake behaves. */
export interface FakeClientOptions {
  /** 'overlap': bookings overlapping [time_min, time_max); 'start': bookings starting in it. */
  readonly semantics?: 'overlap' | 'start';
  /** Fail the n-th bookings request (1-based) with this error. */
  readonly failOnCall?: { readonly call: number; readonly error: Error };
  /** Wait this long before answering, honouring the abort signal. */
  readonly delayMs?: number | ((call: number) => number);
  /** Called as each request starts (e.g. to cancel an export midway). */
  readonly onRequest?: (call: number) => void;
  /** The n-th answer (1-based) arrives but cannot be read, as a body that is not JSON. */
  readonly unreadableOnCall?: number;
  /** Called as each answer is read (parsed), with its 1-based request number. */
  readonly onRead?: (call: number) => void;
  /** Also send every answer twice over, to check de-duplication inside a chunk. */
  readonly duplicateWithinChunk?: boolean;
  /** What GET /bays answers. */
  readonly bays?: readonly Bay[];
}

/** The fake, with the counters tests assert on. */
export interface FakeClient extends ApiClient {
  readonly calls: number;
  readonly maxInFlight: number;
  readonly queries: readonly BookingsQuery[];
}

/** A fake client over a fixed list of bookings. */
export function createFakeClient(
  bookings: readonly Booking[],
  options: FakeClientOptions = {},
): FakeClient {
  let calls = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const queries: BookingsQuery[] = [];
  const client: FakeClient = {
    baseUrl: 'http://127.0.0.1:1/api/integrations',
    get calls() {
      return calls;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    queries,
    async listLocations(): Promise<Parsed<never>> {
      return { items: [], dropped: 0 };
    },
    async listBays(): Promise<Parsed<Bay>> {
      return { items: options.bays ?? [], dropped: 0 };
    },
    async listBookings(query, signal) {
      return (await client.receiveBookings(query, signal)).read();
    },
    async receiveBookings(query, signal) {
      calls += 1;
      const call = calls;
      queries.push(query);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        options.onRequest?.(call);
        const { delayMs = 0 } = options;
        await sleep(typeof delayMs === 'number' ? delayMs : delayMs(call), signal);
        if (options.failOnCall?.call === call) throw options.failOnCall.error;
        if (query.family !== 'time') throw new Error('The export must use the time family.');
        const min = Date.parse(query.timeMin);
        const max = Date.parse(query.timeMax);
        const items = bookings.filter((b) =>
          options.semantics === 'start'
            ? b.startMs >= min && b.startMs < max
            : b.startMs < max && (b.endMs > min || (b.endMs === b.startMs && b.startMs >= min)),
        );
        const answer = {
          items: options.duplicateWithinChunk ? [...items, ...items] : items,
          dropped: 1,
        };
        return {
          read: () => {
            options.onRead?.(call);
            if (options.unreadableOnCall === call) {
              throw new AppFailure('invalid-response', 'The answer could not be read.');
            }
            return answer;
          },
        };
      } finally {
        inFlight -= 1;
      }
    },
  };
  return client;
}

/** A booking for tests, from ISO instants. */
export function booking(
  id: string,
  start: string,
  end: string,
  extra: Partial<Pick<Booking, 'user' | 'bay' | 'location'>> = {},
): Booking {
  return {
    id,
    startMs: Date.parse(start),
    endMs: Date.parse(end),
    user:
      'user' in extra
        ? (extra.user ?? null)
        : { id: `u-${id}`, name: `User ${id}`, email: `${id}@example.com` },
    location:
      'location' in extra ? (extra.location ?? null) : { id: 'loc-1', name: 'Harbour Office' },
    bay: 'bay' in extra ? (extra.bay ?? null) : { id: `bay-${id}`, name: `Bay ${id}`, tag: 'EV' },
  };
}
