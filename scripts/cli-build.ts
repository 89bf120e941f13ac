/**
 * The plain-JavaScript command line under out/cli/, for the tests that run it as users do. It is
 * rebuilt when missing or older than a source file, once per test run (vitest's global setup), so
 * a targeted `npx vitest run` never tests a stale build.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/** The built command line, as package.json's `bin` names it. */
const BUILT_CLI = join(ROOT, 'out', 'cli', 'bookings-viewer.js');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
      newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds out/cli unless it is newer than every source under electron/ and shared/. */
export function ensureCliBuilt(): void {
  const built = statSync(BUILT_CLI, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sources = Math.max(
    newestSource(join(ROOT, 'electron')),
    newestSource(join(ROOT, 'shared')),
    statSync(join(ROOT, 'cli.vite.config.ts')).mtimeMs,
  );
  if (built > sources) return;
  const build = spawnSync(
    'npx',
    ['--no-install', 'vite', 'build', '--config', 'cli.vite.config.ts', '--logLevel', 'warn'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`Building the command line failed:\n${build.stderr}`);
}

/** The built main process bundle, as package.json's `main` names it. */
const BUILT_MAIN = join(ROOT, 'out', 'main', 'index.js');

/** Builds out/ with electron-vite unless out/main is newer than every source under electron/ and shared/. */
export function ensureMainBuilt(): void {
  const built = statSync(BUILT_MAIN, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sources = Math.max(
    newestSource(join(ROOT, 'electron')),
    newestSource(join(ROOT, 'shared')),
    statSync(join(ROOT, 'electron.vite.config.ts')).mtimeMs,
  );
  if (built > sources) return;
  const build = spawnSync('npx', ['--no-install', 'electron-vite', 'build'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`Building the main bundle failed:\n${build.stderr}`);
}

/** The built main bundle's path, for tests that run it in plain Node. */
export function builtMain(): string {
  return BUILT_MAIN;
}

/** Why the global setup could not build the command line (the tests that run it fail with this). */
const BUILD_ERROR_ENV = 'BV_CLI_BUILD_ERROR';

/**
 * vitest's global setup: runs once before any test file. A failed build does not stop the other
 * tests (someone may be midway through an unrelated edit): the tests that run the CLI report it.
 */
export function setup(): void {
  try {
    ensureCliBuilt();
    delete process.env[BUILD_ERROR_ENV];
  } catch (error) {
    process.env[BUILD_ERROR_ENV] = (error as Error).message;
  }
}

/** The built command line's path, for tests; throws when the global setup could not build it. */
export function builtCli(): string {
  const failure = process.env[BUILD_ERROR_ENV];
  if (failure) throw new Error(failure);
  return BUILT_CLI;
}
