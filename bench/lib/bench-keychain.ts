/**
 * A keychain for the bench's command-line children, so that they use a saved account (whose sites
 * have settings) as people do, never touching the person's own keys: on Linux, a session bus of the
 * bench's own with an unlocked gnome-keyring on it (no service activation, so nothing else answers
 * for the keychain); elsewhere, the OS keychain under a service name of the bench's own. The children
 * reach it through `env`; close() stops what was started (the keyring quits with its bus).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A keychain the children can use. */
export interface BenchKeychain {
  /** What a child's environment needs to reach it. */
  readonly env: Readonly<Record<string, string>>;
  /** How the keys are kept, in words, for the figures' details. */
  readonly what: string;
  close(): Promise<void>;
}

// A session bus as dbus's own session.conf, less the service directories: no daemon is started on
// demand, so the keyring started here is the only one to answer.
const BUS_CONFIG = `<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:tmpdir=/tmp</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
`;

const hasCommand = (name: string): boolean =>
  spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

/** Starts `dbus-daemon` on `config` and resolves to its address. */
function startBus(config: string): Promise<{ bus: ChildProcess; address: string }> {
  return new Promise((resolve, reject) => {
    const bus = spawn('dbus-daemon', [`--config-file=${config}`, '--nofork', '--print-address=1'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    bus.once('error', reject);
    bus.once('exit', (code) =>
      reject(new Error(`dbus-daemon exited (${code}) before it listened.`)),
    );
    bus.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const lines = out.split('\n');
      if (lines.length > 1) resolve({ bus, address: (lines[0] as string).trim() });
    });
  });
}

/** Opens the bench's keychain. */
export async function openBenchKeychain(): Promise<BenchKeychain> {
  const service = `Bookings Viewer bench ${randomUUID()}`;
  if (process.platform !== 'linux')
    return {
      env: { BOOKINGS_VIEWER_KEYCHAIN_SERVICE: service },
      what: `the OS keychain, service "${service}"`,
      close: async () => undefined,
    };
  if (!hasCommand('dbus-daemon') || !hasCommand('gnome-keyring-daemon'))
    throw new Error(
      'needs dbus-daemon and gnome-keyring-daemon (as the keychain tests do) for a saved account',
    );
  const dir = await mkdtemp(join(tmpdir(), 'bookings-viewer-bench-keyring-'));
  const runtime = join(dir, 'run');
  await mkdir(runtime, { mode: 0o700 });
  const config = join(dir, 'bus.conf');
  await writeFile(config, BUS_CONFIG);
  const { bus, address } = await startBus(config);
  const close = async () => {
    if (bus.exitCode === null) {
      const exited = new Promise((r) => bus.once('exit', r));
      bus.kill();
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    // Its own home and runtime folders: the person's keyrings are not touched.
    const keyring = spawnSync('gnome-keyring-daemon', ['--unlock', '--components=secrets'], {
      env: {
        ...process.env,
        DBUS_SESSION_BUS_ADDRESS: address,
        HOME: dir,
        XDG_DATA_HOME: join(dir, 'data'),
        XDG_RUNTIME_DIR: runtime,
      },
      input: 'bench',
      encoding: 'utf8',
      timeout: 30_000,
    });
    if (keyring.status !== 0)
      throw new Error(`gnome-keyring-daemon failed (${keyring.status}): ${keyring.stderr}`);
    return {
      env: { DBUS_SESSION_BUS_ADDRESS: address, BOOKINGS_VIEWER_KEYCHAIN_SERVICE: service },
      what: 'gnome-keyring on a session bus of the bench’s own',
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
