import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { app, electronFake } from '../testing/electron';
import { type DemoServer, startDemoServer } from '#demo-api/server';

const fake = vi.hoisted(() => ({ startApp: 0 }));
/** Exit codes main was asked to exit with. */
const exits = () => vi.mocked(app.exit).mock.calls.map(([code]) => code);

vi.mock('./app', () => ({
  startApp: async () => {
    fake.startApp += 1;
  },
}));

const KEY = 'cli-mode-test-key-3c4d5e6f';
let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer({ apiKey: KEY });
});
afterAll(async () => {
  await demo.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** Captures what the process writes to stdout and stderr while `run` runs. */
async function captured(run: () => Promise<unknown>) {
  const out = { stdout: '', stderr: '' };
  for (const name of ['stdout', 'stderr'] as const) {
    vi.spyOn(process[name], 'write').mockImplementation(((
      chunk: string | Uint8Array,
      encodingOrDone?: unknown,
      done?: () => void,
    ) => {
      out[name] += String(chunk);
      const callback = typeof encodingOrDone === 'function' ? encodingOrDone : done;
      (callback as (() => void) | undefined)?.();
      return true;
    }) as typeof process.stdout.write);
  }
  await run();
  vi.restoreAllMocks();
  return out;
}

describe('cliArguments', () => {
  it('takes everything after --cli, in the packaged app and under `electron .`', async () => {
    const { cliArguments } = await import('./cli-mode');
    const exe = '/opt/Bookings Viewer/bookings-viewer';
    expect(cliArguments([exe, '--cli', 'export', '--period', 'last-week'], false)).toEqual([
      'export',
      '--period',
      'last-week',
    ]);
    expect(cliArguments(['electron', '.', '--cli', '--help'], true)).toEqual(['--help']);
    expect(cliArguments([exe, '--cli'], false)).toEqual([]);
  });

  it('knows the command line by its first word, as the launcher on PATH passes it', async () => {
    const { cliArguments } = await import('./cli-mode');
    const exe = '/opt/Bookings Viewer/bookings-viewer';
    expect(cliArguments([exe, 'locations', '--account', 'demo'], false)).toEqual([
      'locations',
      '--account',
      'demo',
    ]);
    expect(cliArguments([exe, '--version'], false)).toEqual(['--version']);
    expect(cliArguments(['electron', '.', 'bays'], true)).toEqual(['bays']);
    // The window, for anything else.
    expect(cliArguments([exe], false)).toBeNull();
    expect(cliArguments(['electron', '.'], true)).toBeNull();
    expect(cliArguments([exe, '/home/me/report.csv'], false)).toBeNull();
    expect(cliArguments([exe, '--enable-logging'], false)).toBeNull();
  });
});

describe('runCliMode (mocked electron)', () => {
  it('runs a command headless through Electron’s fetch and exits 0 with its output on stdout', async () => {
    const { runCliMode } = await import('./cli-mode');
    const { net } = await import('electron');
    vi.stubEnv('BOOKINGS_API_KEY', KEY);
    vi.mocked(app.exit).mockClear();
    const out = await captured(() => runCliMode(['locations', '--base-url', demo.url]));
    expect(out.stderr).toBe('');
    expect(exits()).toEqual([0]);
    expect(JSON.parse(out.stdout)).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Harbour Office' })]),
    );
    // A loopback host: Electron's fetch takes its direct session, not net.fetch with its proxies.
    expect(net.fetch).not.toHaveBeenCalled();
    const [direct] = [...electronFake.sessions.values()];
    expect(direct?.fetch).toHaveBeenCalledWith(`${demo.url}/locations`, expect.anything());
    expect(electronFake.windows).toHaveLength(0);
    expect(app.dock.hide).toHaveBeenCalled();
  });

  it('exits with the command line’s code and one line on stderr', async () => {
    const { runCliMode } = await import('./cli-mode');
    vi.mocked(app.exit).mockClear();
    const out = await captured(() => runCliMode(['export', '--period', 'fortnight']));
    expect(exits()).toEqual([2]);
    expect(out.stderr).toMatch(/^bookings-viewer: --period must be one of .*\n$/);
    expect(out.stdout).toBe('');
  });
});

describe('the main entry', () => {
  it('runs the command line instead of the app when started with --cli', async () => {
    vi.resetModules();
    // A fresh module registry: the fake Electron the entry will see is a fresh one too.
    const fresh = await import('../testing/electron');
    const argv = process.argv;
    fake.startApp = 0;
    process.argv = ['/opt/Bookings Viewer/bookings-viewer', '--cli', '--version'];
    try {
      const out = await captured(async () => {
        await import('./index');
        await vi.waitFor(() =>
          expect(fresh.app.exit.mock.calls.map(([code]) => code)).toEqual([0]),
        );
      });
      expect(out.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
      expect(fake.startApp).toBe(0);
      expect(fresh.electronFake.windows).toHaveLength(0);
    } finally {
      process.argv = argv;
    }
  });

  it('starts the app otherwise', async () => {
    vi.resetModules();
    const argv = process.argv;
    fake.startApp = 0;
    process.argv = ['/opt/Bookings Viewer/bookings-viewer'];
    try {
      await import('./index');
      await vi.waitFor(() => expect(fake.startApp).toBe(1));
    } finally {
      process.argv = argv;
    }
  });
});
