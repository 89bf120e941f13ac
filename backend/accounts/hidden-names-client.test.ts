import { describe, expect, it } from 'vitest';
import type { Booking, Parsed } from '#shared/model';
import type { ApiClient } from '../api/client';
import { withHiddenNames } from './hidden-names-client';

const ann: Booking = {
  id: 'k1',
  start: '2026-03-02T08:00:00Z',
  end: '2026-03-02T09:00:00Z',
  user: { id: 'u1', name: 'Ann Archer', email: 'ann@example.com' },
  location: { id: 'l', name: 'L' },
  bay: { id: 'b', name: 'B', tag: null },
} as unknown as Booking;

describe('a client whose names may be hidden', () => {
  it('reads the setting once the answer is in: names hidden while it travelled never leave', async () => {
    let salt: string | null = null;
    let answer: (value: Parsed<Booking>) => void = () => undefined;
    const client = {
      listBookings: () => new Promise<Parsed<Booking>>((done) => (answer = done)),
    } as unknown as ApiClient;
    const hiding = withHiddenNames(client, async () => salt);
    const asked = hiding.listBookings({} as never, new AbortController().signal);
    // Another process hides the names while the API is still answering.
    salt = '0123456789abcdef0123456789abcdef';
    answer({ items: [ann], dropped: 0 });
    const { items } = await asked;
    expect(items[0]?.user).toMatchObject({ name: expect.stringMatching(/^Person /), email: null });
    expect(JSON.stringify(items)).not.toContain('Ann');
  });
});
