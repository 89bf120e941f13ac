// Hide names switched from the command line while the app is open on the same data folder: the
// page drops every name at once (no reload), its next day and a click on another location keep
// them hidden, and the stored switch stays on. The command line runs built (out/cli), as cron does.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { EVENTS_PATH } from '../shared/wire/http-routes';
import { expect, test, waitForBars } from './fixtures';

const CLI = join(process.cwd(), 'out', 'cli', 'bookings-viewer.js');

function commandLine(...args: string[]): { code: number | null; stderr: string } {
  if (!existsSync(CLI))
    spawnSync('npx', ['--no-install', 'vite', 'build', '--config', 'cli.vite.config.ts'], {
      stdio: 'inherit',
    });
  const run = spawnSync(process.execPath, [CLI, ...args], {
    env: { PATH: process.env.PATH, BOOKINGS_VIEWER_HOME: process.env.BOOKINGS_VIEWER_HOME },
    encoding: 'utf8',
  });
  return { code: run.status, stderr: run.stderr };
}

test('names hidden from the command line leave the open page at once and stay hidden', async ({
  app,
  env,
}) => {
  // The page listens for other processes' changes from just after its first screen: loaded again
  // with the wait for its event stream in place, so the switch below comes after it listens.
  const listening = app.waitForRequest((request) => request.url().includes(EVENTS_PATH));
  await app.reload();
  await waitForBars(app);
  await listening;
  const labels = () =>
    app
      .getByTestId('booking-bar')
      .evaluateAll((bars) => bars.map((b) => b.getAttribute('aria-label') ?? ''));
  // A bar's name is its label's first words; a booking without a person says "— …, no name".
  const named = async () => (await labels()).filter((l) => !/^(Person [0-9a-f]{8} |— )/.test(l));
  expect((await named()).length).toBeGreaterThan(0);

  const hide = commandLine('accounts', 'hide-names', 'demo');
  expect(hide.code, hide.stderr).toBe(0);
  // No reload, no click: the page hears of it and drops what it held.
  await expect(app.getByTestId('names-hidden')).toBeVisible();
  await expect.poll(named).toEqual([]);
  await waitForBars(app);

  await app.getByRole('button', { name: 'Next' }).first().click();
  await waitForBars(app);
  expect(await named()).toEqual([]);

  // The app saves the location picked; the switch another process saved stays on.
  await app.getByRole('navigation').getByText('Northgate Depot').click();
  await waitForBars(app);
  expect(await named()).toEqual([]);
  const stored = await env.shell.backend.dispatch(
    'getSettings',
    { accountId: 'demo' },
    new AbortController().signal,
  );
  expect(stored).toMatchObject({ ok: true, value: { hideNames: true } });
});
