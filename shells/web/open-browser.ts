import { spawn } from 'node:child_process';

/** Opens a URL or a page's file in the system browser; best effort, never throws (the server keeps running either way). */
export function openInBrowser(
  url: string,
  log: (line: string) => void,
  platform: NodeJS.Platform = process.platform,
): void {
  const [command, args] =
    platform === 'darwin'
      ? ['open', [url]]
      : platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', url.replace(/&/g, '^&')]]
        : ['xdg-open', [url]];
  try {
    const child = spawn(command, args, { stdio: 'ignore', detached: true });
    child.on('error', () =>
      log(`Could not open a browser (${command} is missing): open the address above yourself.`),
    );
    child.unref();
  } catch {
    log('Could not open a browser: open the address above yourself.');
  }
}
