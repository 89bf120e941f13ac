/**
 * A process of its own that writes to a data folder's store, for the concurrency tests: `node
 * --import tsx store-writer.ts DIR WRITER COUNT` waits for "go" on stdin, then saves COUNT sites
 * and COUNT last locations of its own account, one transaction each, as separate calls would.
 */
import { createSettingsStore } from '../../settings/settings-store';
import { openStore } from '../open-store';

const [dir = '', writer = '', count = '0'] = process.argv.slice(2);
const { store } = openStore(dir);
if (store.problem) throw new Error(store.problem.message);
const settings = createSettingsStore(store);
process.stdout.write('ready\n');
process.stdin.once('data', () => {
  void (async () => {
    for (let i = 0; i < Number(count); i++) {
      await settings.updateSites('shared', [
        { locationId: `${writer}-${i}`, zone: 'Europe/Berlin', hours: null, target: null },
      ]);
      await settings.update(writer, { lastLocationId: `${writer}-${i}` });
    }
    store.close();
    process.stdout.write('done\n');
    process.exit(0);
  })();
});
