// `npm test`: every check, in order, stopping at the first failure with a non-zero exit.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const inCi = process.env.CI === 'true' || process.env.CI === '1';

function run(title, command, args, options = {}) {
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false, ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed (${seconds}s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
}

const npx = (title, ...args) => run(title, 'npx', ['--no-install', ...args]);

/** Runs one check, its output kept until it ends. */
function runQuietly(title, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (d) => output.push(d));
    child.stderr.on('data', (d) => output.push(d));
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      resolve({ title, status, seconds, output: Buffer.concat(output).toString() });
    });
  });
}

/** Runs each lane's checks in order, the lanes side by side; stops at the end if any failed. */
async function runLanes(lanes) {
  const outcomes = await Promise.all(
    lanes.map(async (lane) => {
      const done = [];
      for (const [title, command, args] of lane) {
        const outcome = await runQuietly(title, command, args);
        done.push(outcome);
        console.log(`\n▶ ${title}\n${outcome.output.trimEnd()}`);
        console.log(
          outcome.status === 0
            ? `✔ ${title} (${outcome.seconds}s)`
            : `✖ ${title} failed (${outcome.seconds}s)`,
        );
        if (outcome.status !== 0) break;
      }
      return done;
    }),
  );
  const failed = outcomes.flat().find((o) => o.status !== 0);
  if (failed) process.exit(failed.status ?? 1);
}

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

// The static checks read files and compute only: two lanes at once, one per core, each check's
// output printed whole when it ends.
await runLanes([
  [
    [
      'typecheck: shared (no Node, no DOM)',
      'npx',
      ['--no-install', 'tsc', '-p', 'tsconfig.shared.json'],
    ],
    ['typecheck: Node side', 'npx', ['--no-install', 'tsc', '-p', 'tsconfig.node.json']],
    ['typecheck: renderer', 'npx', ['--no-install', 'tsc', '-p', 'tsconfig.web.json']],
  ],
  [
    ['lint', 'npx', ['--no-install', 'eslint', '.', '--max-warnings', '0']],
    ['format', 'npx', ['--no-install', 'prettier', '--check', '.']],
    ['import cycles (madge)', 'npm', ['run', '--silent', 'check:cycles']],
  ],
]);
// One build, current with the sources, for the packaging test, the command line's process tests
// and the end-to-end suite.
npx('build (electron-vite)', 'electron-vite', 'build');
npx(
  'build (command line, plain JavaScript)',
  'vite',
  'build',
  '--config',
  'cli.vite.config.ts',
  '--logLevel',
  'warn',
);
npx('unit and integration tests', 'vitest', 'run');

// The keychain round trip needs a Secret Service; CI provides one under dbus-run-session.
if (hasCommand('dbus-run-session') && hasCommand('gnome-keyring-daemon')) {
  run('keychain round trip (gnome-keyring under dbus-run-session)', 'dbus-run-session', [
    '--',
    'sh',
    '-c',
    'echo -n pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null; npm run --silent test:keychain',
  ]);
} else if (inCi) {
  console.error(
    '✖ keychain round trip: CI must provide dbus-run-session and gnome-keyring-daemon (see .ci/run).',
  );
  process.exit(1);
} else {
  console.log(
    '\n↷ keychain round trip skipped: no dbus-run-session/gnome-keyring-daemon on this machine.',
  );
}

run('security scan (electronegativity)', 'node', ['scripts/electronegativity.mjs']);

const hasE2e = existsSync('e2e') && readdirSync('e2e').some((f) => f.endsWith('.spec.ts'));
if (hasE2e) npx('end-to-end (Playwright, system Chromium)', 'playwright', 'test');
// The real window (e2e/electron) where Electron's binary is installed; elsewhere one line says why not.
run('real window (Playwright, Electron)', 'node', ['scripts/test-electron.mjs', '--no-build']);
console.log('\nAll checks passed.');
