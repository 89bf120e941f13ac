/**
 * The cold-start floor's page: a few lines served by the same browser shell that ask the contract for
 * the first location's bookings of today and write their count. It does what the app's first screen
 * must (fetch, token, two contract calls, one paint) and nothing else, so the app's cold start can be
 * read against it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where the floor's page sits inside the renderer's folder, as the shell serves it. */
export const FLOOR_PATH = '/bench-floor/index.html';

const FLOOR_HTML = `<!doctype html>
<meta charset="utf-8">
<title>Cold-start floor</title>
<p id="count">…</p>
<script type="module" src="./floor.js"></script>
`;

// The page's script; plain JavaScript, as the shell's CSP allows only its own files.
const FLOOR_JS = `const hash = /(?:^#|&)token=([^&]+)/.exec(location.hash);
const token = hash ? decodeURIComponent(hash[1]) : '';
async function call(method, args) {
  const res = await fetch('/api/call/' + method, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Bookings-Viewer-Token': token },
    body: JSON.stringify(args),
  });
  const answer = await res.json();
  if (!answer.ok) throw new Error(method + ': ' + answer.error.message);
  return answer.value;
}
const locations = await call('listLocations', { accountId: 'demo' });
const first = locations.items[0];
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const start = new Date();
start.setHours(0, 0, 0, 0);
const end = new Date(start);
end.setDate(end.getDate() + 1);
const bookings = await call('listBookings', {
  accountId: 'demo',
  locationId: first.id,
  timeMin: start.toISOString(),
  timeMax: end.toISOString(),
  zone,
});
// Bookings travel packed, six values a booking (shared/wire/packed-bookings.ts).
const count = Array.isArray(bookings.rows) ? bookings.rows.length / 6 : bookings.items.length;
document.getElementById('count').textContent = count + ' bookings at ' + first.name;
requestAnimationFrame(() => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    window.__floor = { painted: performance.now(), timeOrigin: performance.timeOrigin, count };
  };
  channel.port2.postMessage(0);
});
`;

/** Writes the floor's page into the built renderer's folder. */
export async function writeFloorPage(rendererDir: string): Promise<void> {
  const dir = join(rendererDir, 'bench-floor');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'index.html'), FLOOR_HTML);
  await writeFile(join(dir, 'floor.js'), FLOOR_JS);
}
