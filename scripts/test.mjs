// `npm test`: every check, in order, stopping at the first failure with a non-zero exit.
import { spawnSync } from 'node:child_process';
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

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

npx('typecheck: shared (no Node, no DOM)', 'tsc', '-p', 'tsconfig.shared.json');
npx('typecheck: Node side', 'tsc', '-p', 'tsconfig.node.json');
npx('typecheck: renderer', 'tsc', '-p', 'tsconfig.web.json');
npx('lint', 'eslint', '.', '--max-warnings', '0');
npx('format', 'prettier', '--check', '.');
run('import cycles (madge)', 'npm', ['run', '--silent', 'check:cycles']);
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
