import { describe, expect, it } from 'vitest';
import type { Booking } from '#shared/model';
import { type BookingBatch, streamBookings } from './booking-stream';
import { booking, createFakeClient, type FakeClient } from '../export/testing/fake-client';

const HOUR = 3_600_000;

/** `perDay` one-hour bookings every day of March 2026 (UTC), ids sortable. */
function dense(perDay: number): Booking[] {
  const out: Booking[] = [];
  for (let day = 1; day <= 31; day += 1) {
    for (let i = 0; i < perDay; i += 1) {
      const start = Date.UTC(2026, 2, day, 8) + i * 60_000;
      const id = `d${String(day).padStart(2, '0')}-${String(i).padStart(4, '0')}`;
      out.push({
        ...booking(id, '2026-03-01T00:00:00Z', '2026-03-01T00:00:00Z'),
        startMs: start,
        endMs: start + HOUR,
      });
    }
  }
  return out;
}

async function collect(iterable: AsyncIterable<BookingBatch>): Promise<BookingBatch[]> {
  const out: BookingBatch[] = [];
  for await (const b of iterable) out.push(b);
  return out;
}

/** Streams March 2026 (or another range) of `client` in UTC, aiming at 250 bookings a request. */
function streamDense(client: FakeClient, from = '2026-03-01', to = '2026-03-31') {
  return collect(
    streamBookings({
      client,
      locationId: 'loc-1',
      from,
      to,
      zone: 'UTC',
      signal: new AbortController().signal,
      targetPerRequest: 250,
    }),
  );
}

describe('streamBookings', () => {
  it('probes one day, then sizes requests to the density, never over 7 days or 4 at once', async () => {
    const all = dense(100);
    const client = createFakeClient(all, { delayMs: 2 });
    const batches = await streamDense(client);
    expect(batches.map((b) => b.chunk.days)).toEqual([1, ...Array<number>(15).fill(2)]);
    expect(client.maxInFlight).toBeLessThanOrEqual(4);
    expect(batches.flatMap((b) => b.bookings.map((x) => x.id))).toEqual(all.map((b) => b.id));
    expect(batches.at(-1)?.percent).toBe(100);
    for (let i = 1; i < batches.length; i += 1) {
      expect(batches[i]!.chunk.startMs).toBe(batches[i - 1]!.chunk.endMs);
    }
  });

  it('parses each answer in turn, not on arrival, so answers that wait stay unparsed', async () => {
    const reads: number[] = [];
    // Each group of four answers arrives in reverse order: parsing on arrival would read 5 before 2.
    const client = createFakeClient(dense(100), {
      delayMs: (call) => (call === 1 ? 0 : 4 * (4 - ((call - 2) % 4))),
      onRead: (call) => reads.push(call),
    });
    await streamDense(client);
    expect(reads).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });

  it('fails with invalid-response when an answer cannot be read, and stops fetching', async () => {
    const client = createFakeClient(dense(100), { unreadableOnCall: 5, delayMs: 2 });
    await expect(streamDense(client, '2026-01-01', '2026-12-31')).rejects.toMatchObject({
      kind: 'invalid-response',
    });
    expect(client.calls).toBeLessThan(12);
  });

  it('uses 7-day requests for a quiet location', async () => {
    const client = createFakeClient(dense(3));
    const batches = await collect(
      streamBookings({
        client,
        locationId: 'loc-1',
        from: '2026-03-01',
        to: '2026-03-31',
        zone: 'Europe/London',
        signal: new AbortController().signal,
      }),
    );
    expect(batches.map((b) => b.chunk.days)).toEqual([1, 7, 7, 7, 7, 2]);
    // The week holding the spring-forward night is an hour short.
    expect(batches.map((b) => (b.chunk.endMs - b.chunk.startMs) / HOUR)).toEqual([
      24, 168, 168, 168, 167, 48,
    ]);
  });
});
