import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { parseDemoServerArgs } from './cli-args';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcessWithoutNullStreams[] = [];

function runCli(args: readonly string[]): ChildProcessWithoutNullStreams {
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo-api/main.ts', ...args], {
    cwd: ROOT,
  });
  children.push(child);
  return child;
}

function collect(child: ChildProcessWithoutNullStreams): { out: () => string; err: () => string } {
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString('utf8')));
  child.stderr.on('data', (d: Buffer) => (err += d.toString('utf8')));
  return { out: () => out, err: () => err };
}

const exited = (child: ChildProcessWithoutNullStreams): Promise<number | null> =>
  new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('parseDemoServerArgs', () => {
  it('reads every flag', () => {
    expect(
      parseDemoServerArgs([
        '--port',
        '8080',
        '--seed',
        '9',
        '--scale',
        'large',
        '--api-key',
        'k-1',
      ]),
    ).toEqual({
      ok: true,
      help: false,
      options: { port: 8080, seed: 9, scale: 'large', apiKey: 'k-1' },
    });
    expect(parseDemoServerArgs([])).toEqual({ ok: true, help: false, options: {} });
  });

  it('rejects unknown flags, bad values and positionals', () => {
    for (const argv of [
      ['--bogus'],
      ['--port', '70000'],
      ['--port', 'http'],
      ['--seed', '-1'],
      ['--scale', 'huge'],
      ['--api-key', 'has space'],
      ['--port'],
      ['extra'],
    ]) {
      expect(parseDemoServerArgs(argv).ok, argv.join(' ')).toBe(false);
    }
  });
});

describe('demo-server command', () => {
  it('prints exactly one line, serves the API, and stops cleanly on SIGTERM', async () => {
    const child = runCli(['--port', '0', '--seed', '2', '--api-key', 'cli-key']);
    const io = collect(child);
    const line = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', () => {
        if (io.out().includes('\n')) resolve(io.out());
      });
      child.once('exit', () => reject(new Error(`exited early: ${io.err()}`)));
    });
    const m =
      /^Demo API listening on (http:\/\/127\.0\.0\.1:(\d+)\/api\/integrations) \(ApiKey: cli-key\)\n$/.exec(
        line,
      );
    expect(m, line).not.toBeNull();
    const res = await fetch(`${m?.[1]}/locations`, { headers: { ApiKey: 'cli-key' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBe(3);
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
    expect(io.out()).toBe(line);
    expect(io.err()).toBe('');
  });

  it('stops cleanly on SIGINT too', async () => {
    const child = runCli([]);
    const io = collect(child);
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    child.kill('SIGINT');
    expect(await exited(child)).toBe(0);
    expect(io.out()).toMatch(
      /^Demo API listening on http:\/\/127\.0\.0\.1:\d+\/api\/integrations \(ApiKey: \S+\)\n$/,
    );
  });

  it('reports a bad flag in one line on stderr and exits with 2', async () => {
    const child = runCli(['--scale', 'huge']);
    const io = collect(child);
    expect(await exited(child)).toBe(2);
    expect(io.out()).toBe('');
    expect(io.err()).toMatch(/^demo-server: --scale must be demo or large[^\n]*\n$/);
  });
});
