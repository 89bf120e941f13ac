// `npm run test:stress` as a person runs it: the count of passed runs, the exit code, and no load
// left behind, whether the runs pass, fail or are interrupted. Light here: a tiny command, busy Node
// processes (not stress-ng) for a second or two.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPT = resolve(import.meta.dirname, 'test-stress.mjs');

interface Finished {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly loadPids: readonly number[];
}

/** Runs the script; `whenStarted` is called once it has said what it runs (the load is on then). */
function stress(args: readonly string[], whenStarted?: (pid: number) => void): Promise<Finished> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [SCRIPT, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const first = stdout === '';
      stdout += chunk;
      if (first && child.pid !== undefined) whenStarted?.(child.pid);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', fail);
    child.on('exit', (code) => {
      const pids = /\(pid ([\d, ]+)\)/.exec(stdout)?.[1] ?? '';
      done({ code, stdout, stderr, loadPids: pids.split(', ').filter(Boolean).map(Number) });
    });
  });
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The script waits for its load to end before it exits: none of it may be left running. */
function expectLoadGone(pids: readonly number[]): void {
  expect(pids).toHaveLength(2);
  expect(pids.filter(alive)).toEqual([]);
}

const node = (code: string) => ['--', process.execPath, '-e', code];

describe('npm run test:stress', () => {
  it('runs the command N times under load, says how many passed, and stops the load', async () => {
    const result = await stress(['--runs', '2', '--load', 'node', ...node('process.exit(0)')]);
    expect(result.stdout).toMatch(/under 2 busy Node processes \(pid \d+, \d+\)/);
    expect(result.stdout.match(/━━ run \d of 2 passed/g)).toHaveLength(2);
    expect(result.stdout).toContain('2 of 2 full runs passed');
    expect(result.code).toBe(0);
    expectLoadGone(result.loadPids);
  });

  it('runs every time even after a failure, exits 1, and stops the load', async () => {
    const result = await stress(['--runs', '2', '--load', 'node', ...node('process.exit(3)')]);
    expect(result.stdout.match(/FAILED: exit code 3/g)).toHaveLength(2);
    expect(result.stdout).toContain('0 of 2 full runs passed');
    expect(result.stdout).toContain('Failed: run 1, 2.');
    expect(result.code).toBe(1);
    expectLoadGone(result.loadPids);
  });

  it('stops the load when interrupted with Ctrl+C', async () => {
    const result = await stress(
      ['--runs', '3', '--load', 'node', ...node('setTimeout(() => {}, 60_000)')],
      (pid) => process.kill(pid, 'SIGINT'),
    );
    expect(result.stderr).toContain('SIGINT: runs stopped, load stopped.');
    expect(result.code).toBe(130);
    expectLoadGone(result.loadPids);
  });

  it('refuses a mistake with the usage, and starts nothing', async () => {
    const result = await stress(['--runs', 'many']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--runs takes a whole number of at least 1, not "many".');
    expect(result.stderr).toContain('Usage: npm run test:stress');
    expect(result.stdout).toBe('');
  });
});
