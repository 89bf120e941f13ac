/**
 * One fake Bookings Integration API that attacks its client, on 127.0.0.1: each answer a broken or
 * malicious company host could give, chosen per server, on the API's own routes. The tests of the
 * built command line and of the backend under the browser shell run against it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { streamBlankJson } from './endless-answer';
import { sendJson, startTestServer, type TestServer } from './http-server';

/** What the server does to every request. */
export type Attack =
  /** `[`, `megabytes` of blanks, `]`: valid JSON, far too big, its size announced nowhere. */
  | { readonly kind: 'huge-body'; readonly megabytes: number }
  /** Blanks as fast as the client reads, never ending. */
  | { readonly kind: 'endless-body' }
  /** One blank a second, never ending. */
  | { readonly kind: 'slow-drip' }
  /** Accepts the request, then closes the connection without a word. */
  | { readonly kind: 'close' }
  /** Redirects every request to the same path on another origin. */
  | { readonly kind: 'redirect'; readonly to: string }
  /**
   * Answers of the right shape whose text fields hold control characters, bidi overrides, lone
   * surrogates, OOXML escapes and 40,000-character strings, with duplicate ids, and bookings from
   * the year 0000 and to the year 9999.
   */
  | { readonly kind: 'nasty-text' };

/** Longer than an Excel cell holds (32,767). */
export const LONG_TEXT = 'x'.repeat(40_000);
/** Every kind of text a reader or a terminal could choke on, in one string. */
export const NASTY_TEXT = `Bay\u0007\u001b[31m\u009b2J\u202eevil\u2066 \ud800 lone _x0007_ =cmd|' /C calc'!A0 \r\n${LONG_TEXT}`;

/** The two locations of the nasty-text answers (the first listed twice). */
export const NASTY_LOCATIONS = [
  { id: 'loc-1', name: NASTY_TEXT },
  { id: 'loc-2', name: '\u202eSite two' },
] as const;

function nastyBooking(id: string, start: string, end: string) {
  return {
    id,
    start_time: start,
    end_time: end,
    user: { id: `u-${id}`, name: NASTY_TEXT, email: `${LONG_TEXT}@example.com` },
    location: { id: 'loc-1', name: NASTY_TEXT },
    bay: { id: 'bay-1', name: NASTY_TEXT, tag: NASTY_TEXT },
  };
}

/** The nasty-text answer of a path, or null for a path the API does not have. */
export function nastyAnswer(path: string): unknown {
  if (path.endsWith('/locations'))
    return [NASTY_LOCATIONS[0], { id: 'loc-1', name: 'The same id again' }, NASTY_LOCATIONS[1]];
  if (path.endsWith('/bays'))
    return [
      { id: 'bay-1', name: NASTY_TEXT, tag: NASTY_TEXT, location: NASTY_LOCATIONS[0] },
      { id: 'bay-1', name: 'Duplicate', tag: null, location: NASTY_LOCATIONS[0] },
      { id: 'bay-2', name: '\ud83d', tag: '\u0000', location: NASTY_LOCATIONS[1] },
    ];
  if (path.endsWith('/bookings'))
    return [
      nastyBooking('b-1', '2026-03-02T09:00:00Z', '2026-03-02T10:00:00Z'),
      nastyBooking('b-1', '2026-03-02T09:00:00Z', '2026-03-02T10:00:00Z'),
      nastyBooking('b-old', '0000-01-01T00:00:00Z', '2026-03-02T09:30:00Z'),
      nastyBooking('b-far', '2026-03-02T11:00:00Z', '9999-12-31T23:59:59Z'),
    ];
  return null;
}

function answer(attack: Attack, req: IncomingMessage, res: ServerResponse): void {
  switch (attack.kind) {
    case 'huge-body':
      return streamBlankJson(res, { totalBytes: attack.megabytes * 1024 * 1024 });
    case 'endless-body':
      return streamBlankJson(res);
    case 'slow-drip': {
      res.writeHead(200, { 'content-type': 'application/json' });
      const timer = setInterval(() => res.write(' '), 1000);
      res.on('close', () => clearInterval(timer));
      return;
    }
    case 'close':
      req.socket.destroy();
      return;
    case 'redirect':
      res.writeHead(302, { location: `${attack.to}${req.url ?? '/'}` });
      res.end();
      return;
    case 'nasty-text': {
      const body = nastyAnswer(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
      return body === null ? sendJson(res, 404, { error: 'Not found' }) : sendJson(res, 200, body);
    }
  }
}

/** Starts the hostile API on a free port of 127.0.0.1. */
export function startHostileApi(attack: Attack): Promise<TestServer> {
  return startTestServer((req, res) => answer(attack, req, res));
}
