/** Runs a command line in a child process, as cron would, and collects what it printed. */
import { spawn, type ChildProcess } from 'node:child_process';

/** How a run ended. */
export interface BinResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `command args` with exactly `env` (plus PATH); `onSpawn` may signal the child. */
export function runBin(
  command: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; onSpawn?: (child: ChildProcess) => void },
): Promise<BinResult> {
  return new Promise((done, fail) => {
    const [file, ...args] = command as [string, ...string[]];
    const child = spawn(file, args, {
      cwd: options.cwd,
      env: { PATH: process.env.PATH, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    child.on('error', fail);
    options.onSpawn?.(child);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}
