/**
 * The browser shell's HTTP vocabulary, one definition for the server (shells/web) and the page's
 * bridge: the token header, the call route and the event stream.
 */

/** The header the page sends the per-launch token in (header names are case-insensitive; Node reads them lower-case). */
export const TOKEN_HEADER = 'x-bookings-viewer-token';

/** The progress event stream: GET, answered as text/event-stream. */
export const EVENTS_PATH = '/api/events';

const CALL_PREFIX = '/api/call/';
const CALL_PATH = /^\/api\/call\/([A-Za-z]{1,60})$/;

/** Where one contract call is POSTed, its arguments as the JSON body. */
export function callPath(method: string): string {
  return `${CALL_PREFIX}${method}`;
}

/** The method a call path names, or null when the path is not a call. */
export function methodOfCallPath(path: string): string | null {
  return CALL_PATH.exec(path)?.[1] ?? null;
}
