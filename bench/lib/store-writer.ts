/**
 * Another process writing to a data folder's store, for settings_read_ms: `node --import tsx
 * store-writer.ts DIR ACCOUNT SITES PER_SECOND` opens the store, prints "ready", and on a "go" line
 * on stdin saves, one short transaction each and alternately, the account's last location and one
 * of its SITES sites' target (as the app's own calls do), PER_SECOND commits a second at most (0:
 * as fast as it goes), until a "stop" line; then it prints `{"commits":…,"ms":…}` and exits.
 */
import { createInterface } from 'node:readline';
import { createSettingsStore } from '../../backend/settings/settings-store';
import { openStore } from '../../backend/store/open-store';

const [dir = '', account = '', siteCount = '10', perSecond = '0'] = process.argv.slice(2);
const { store } = openStore(dir);
if (store.problem) throw new Error(store.problem.message);
const settings = createSettingsStore(store);
const sites = Number(siteCount);
const rate = Number(perSecond);

let stopping = false;
let commits = 0;
let started = 0;

/** The next write: even commits move the last location, odd ones a site's target. */
async function write(i: number): Promise<void> {
  const locationId = `site-${(i >> 1) % sites}`;
  if (i % 2 === 0) await settings.update(account, { lastLocationId: locationId });
  else {
    const low = 0.4 + (i % 20) / 100;
    await settings.updateSites(account, [{ locationId, target: { low, high: low + 0.3 } }]);
  }
}

async function loop(): Promise<void> {
  started = performance.now();
  while (!stopping) {
    await write(commits);
    commits++;
    const due = rate > 0 ? started + (commits * 1000) / rate : 0;
    const wait = due - performance.now();
    // Always back to the event loop, so the "stop" line is read; never a burst to catch up.
    await new Promise((r) => (wait > 0 ? setTimeout(r, wait) : setImmediate(r)));
  }
  const ms = performance.now() - started;
  store.close();
  process.stdout.write(`${JSON.stringify({ commits, ms })}\n`);
  process.exit(0);
}

const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  if (line === 'go') void loop();
  else if (line === 'stop') stopping = true;
});
process.stdout.write('ready\n');
