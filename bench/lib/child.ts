/** Runs a child process to completion and times it from spawn to exit. */
import { spawn } from 'node:child_process';

/** How a timed child ended. */
export interface ChildRun {
  readonly code: number | null;
  readonly wallMs: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Spawns `command args` with `env`, waits for it (killing it after timeoutMs) and times it. */
export function runTimed(
  command: string,
  args: readonly string[],
  options: { env: NodeJS.ProcessEnv; cwd: string; timeoutMs: number },
): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, [...args], {
      env: options.env,
      cwd: options.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s));
    child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, wallMs: performance.now() - started, stdout, stderr });
    });
  });
}
