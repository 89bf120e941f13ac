// The `npm run web` entry as a user runs it: one exact line on stdout, a working server, a clean stop.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('npm run web entry', () => {
  it('prints exactly one address line, serves calls with the token and stops on SIGTERM', async () => {
    const home = await mkdtemp(join(tmpdir(), 'bv-web-main-'));
    dirs.push(home);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'shells/web/main.ts', '--port', '0'],
      {
        env: {
          ...process.env,
          BOOKINGS_VIEWER_HOME: home,
          BOOKINGS_VIEWER_KEYCHAIN_SERVICE: 'Bookings Viewer test',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    // Waits for the line itself, however long a busy machine takes to start tsx.
    const line = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', () => {
        if (stdout.includes('\n')) resolve(stdout);
      });
      child.on('exit', () => reject(new Error(`exited early; got ${JSON.stringify(stdout)}`)));
    });
    const match =
      /^Bookings Viewer at http:\/\/127\.0\.0\.1:(\d+)\/#token=([A-Za-z0-9_-]{43})\n$/.exec(line);
    expect(match, line).not.toBeNull();
    const [, port, token] = match ?? [];
    const answer = await fetch(`http://127.0.0.1:${port}/api/call/getAppInfo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Bookings-Viewer-Token': token ?? '' },
      body: '{}',
    });
    expect(await answer.json()).toMatchObject({ ok: true, value: { shell: 'web' } });
    const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(stdout).toBe(line);
  });

  it('refuses an unknown option with a usage line', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'shells/web/main.ts', '--nope'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    expect(code).toBe(2);
    expect(stderr).toMatch(/Usage: npm run web -- \[--port N\] \[--open\]/);
  });
});
