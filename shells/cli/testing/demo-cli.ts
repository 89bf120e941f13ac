/** A test file's own demo company and home folder for the built command line, run as users run it. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { builtCli } from '#scripts/cli-build';
import { type DemoServer, startDemoServer } from '#demo-api/server';
import { runBin } from './run-bin';

/** The demo company, the home folder and a runner of the built bin, for one test file. */
export interface DemoCli {
  /** The demo company's API, started before the file's tests and stopped after them. */
  readonly demo: DemoServer;
  /** The command line's home folder (HOME and BOOKINGS_VIEWER_HOME), removed after the tests. */
  readonly home: string;
  /** Runs out/cli in plain Node with the key in BOOKINGS_API_KEY; `env` adds to its environment. */
  run(args: readonly string[], env?: NodeJS.ProcessEnv): ReturnType<typeof runBin>;
}

/** Starts the demo company (its "now" at `now`) and a home folder before the file's tests. */
export function useDemoCli(options: {
  readonly apiKey: string;
  readonly now: number;
  /** Names the temporary home folder, so a leftover says which test left it. */
  readonly folder: string;
}): DemoCli {
  let demo: DemoServer | undefined;
  let home = '';
  beforeAll(async () => {
    demo = await startDemoServer({ apiKey: options.apiKey, now: options.now });
    home = await mkdtemp(join(tmpdir(), `bv-${options.folder}-`));
  });
  afterAll(async () => {
    await demo?.close();
    if (home) await rm(home, { recursive: true, force: true });
  });
  return {
    get demo(): DemoServer {
      if (!demo) throw new Error('The demo company starts in beforeAll: use it inside a test.');
      return demo;
    },
    get home(): string {
      return home;
    },
    run: (args, env = {}) =>
      runBin([process.execPath, builtCli(), ...args], {
        cwd: home,
        env: { HOME: home, BOOKINGS_VIEWER_HOME: home, BOOKINGS_API_KEY: options.apiKey, ...env },
      }),
  };
}
