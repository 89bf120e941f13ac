/**
 * The built command line (out/cli in plain Node) over the real keychain, in a home of its own and
 * under a keychain service name of its own, so a test's saved keys are found and removed by it alone.
 */
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtCli } from '#scripts/cli-build';
import { createKeytarSecretStore } from '#backend/secrets/keytar-secret-store';
import { runBin } from './run-bin';

/** Whether keychain tests run here: a Secret Service answers, or this is CI (which must have one). */
export async function keychainTestsRun(what: string): Promise<boolean> {
  const inCi = Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';
  const availability = await createKeytarSecretStore(`BV probe ${randomUUID()}`).available();
  if (!availability.ok && !inCi) console.warn(`${what} skipped: ${availability.reason}`);
  return availability.ok || inCi;
}

interface KeytarListing {
  findCredentials(service: string): Promise<Array<{ account: string; password: string }>>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

/** The command line's home, and the built command line run in it with the API key given. */
export interface KeychainCli {
  /** The home folder (its data folder too); set by open(). */
  readonly home: () => string;
  /** Runs the built command line; `env` adds to its environment. */
  run(args: readonly string[], env?: NodeJS.ProcessEnv): ReturnType<typeof runBin>;
  open(): Promise<void>;
  /** Removes the keys saved under its service, and its home. */
  close(): Promise<void>;
}

/** A command line of its own, `name` telling its keychain service apart, reading `apiKey` from the environment. */
export function keychainCli(name: string, apiKey: string): KeychainCli {
  const service = `Bookings Viewer ${name} ${randomUUID()}`;
  let home = '';
  return {
    home: () => home,
    run: (args, env = {}) =>
      runBin([process.execPath, builtCli(), ...args], {
        cwd: home,
        env: {
          HOME: home,
          BOOKINGS_VIEWER_HOME: home,
          BOOKINGS_VIEWER_KEYCHAIN_SERVICE: service,
          BOOKINGS_API_KEY: apiKey,
          DBUS_SESSION_BUS_ADDRESS: process.env.DBUS_SESSION_BUS_ADDRESS,
          ...env,
        },
      }),
    async open() {
      home = await mkdtemp(join(tmpdir(), 'bv-keychain-cli-'));
    },
    async close() {
      // keytar is loaded here only to clean up; the command line loads its own.
      const keychain = createRequire(import.meta.url)('keytar') as KeytarListing;
      for (const { account } of await keychain.findCredentials(service).catch(() => []))
        await keychain.deletePassword(service, account);
      if (home) await rm(home, { recursive: true, force: true });
    },
  };
}
