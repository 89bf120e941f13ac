/**
 * The plain-JavaScript command line under out/cli/, for the tests that run it as users do. It is
 * rebuilt when missing or older than a source file, once per test run (vitest's global setup), so
 * a targeted `npx vitest run` never tests a stale build.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

/** Whether `built` is newer than every source under backend/, shells/ and shared/ and the given config. */
function isFresh(built: string, config: string): boolean {
  const builtMs = statSync(built, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sources = Math.max(
    newestSource(join(ROOT, 'backend')),
    newestSource(join(ROOT, 'shells')),
    newestSource(join(ROOT, 'shared')),
    statSync(join(ROOT, config)).mtimeMs,
  );
  return builtMs > sources;
}

const sleepSync = (ms: number): void =>
  void Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Whether the process that took `lock` has ended (or never wrote its pid, a minute ago or more). */
function holderGone(lock: string): boolean {
  try {
    return !isRunning(Number(readFileSync(join(lock, 'pid'), 'utf8')));
  } catch {
    const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    return age > 60_000;
  }
}

/**
 * Runs `build` unless `fresh()`, one process at a time: test files in parallel workers (and other
 * test runs) that need the same build wait for the one building, then find it fresh, instead of
 * building into the same folder at once and reading each other's half-written files.
 */
function buildOnce(name: string, fresh: () => boolean, build: () => void): void {
  const lock = join(ROOT, 'out', `.${name}-build.lock`);
  mkdirSync(join(ROOT, 'out'), { recursive: true });
  for (;;) {
    // Freshness is judged under the lock only: a build in progress has written some files, not all.
    try {
      mkdirSync(lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A builder that died leaves its lock behind: take it over.
      if (holderGone(lock)) rmSync(lock, { recursive: true, force: true });
      else sleepSync(250);
      continue;
    }
    try {
      writeFileSync(join(lock, 'pid'), String(process.pid));
      if (!fresh()) build();
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
    return;
  }
}

/** Builds out/cli unless it is newer than every source under backend/, shells/ and shared/. */
export function ensureCliBuilt(): void {
  buildOnce(
    'cli',
    () => isFresh(BUILT_CLI, 'cli.vite.config.ts'),
    () => {
      const build = spawnSync(
        'npx',
        ['--no-install', 'vite', 'build', '--config', 'cli.vite.config.ts', '--logLevel', 'warn'],
        { cwd: ROOT, encoding: 'utf8' },
      );
      if (build.status !== 0) throw new Error(`Building the command line failed:\n${build.stderr}`);
    },
  );
}

/** The built main process bundle, as package.json's `main` names it. */
const BUILT_MAIN = join(ROOT, 'out', 'main', 'index.js');

/** Builds out/ with electron-vite unless out/main is newer than every source under backend/, shells/ and shared/. */
export function ensureMainBuilt(): void {
  buildOnce(
    'main',
    () => isFresh(BUILT_MAIN, 'electron.vite.config.ts'),
    () => {
      const build = spawnSync('npx', ['--no-install', 'electron-vite', 'build'], {
        cwd: ROOT,
        encoding: 'utf8',
      });
      if (build.status !== 0) throw new Error(`Building the main bundle failed:\n${build.stderr}`);
    },
  );
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
