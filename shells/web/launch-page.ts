import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A private file that sends the browser on to the shell's address; removed when the shell stops. */
export interface LaunchPage {
  /** The file to hand to the system's browser opener. */
  readonly path: string;
  remove(): Promise<void>;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `--open` must not put the address on a command line: the opener's and the browser's arguments are
 * readable by every local user (ps, /proc/N/cmdline), and the address carries the token. So the
 * browser is given this page instead, readable only by the user (0600 in a 0700 folder), which moves
 * on to the address at once, replacing itself in the tab's history.
 */
export async function writeLaunchPage(url: string, parent: string = tmpdir()): Promise<LaunchPage> {
  const dir = await mkdtemp(join(parent, 'bookings-viewer-open-'));
  const path = join(dir, 'open.html');
  const href = escapeHtml(url);
  await writeFile(
    path,
    [
      '<!doctype html>',
      '<meta charset="utf-8">',
      '<meta name="referrer" content="no-referrer">',
      `<meta http-equiv="refresh" content="0;url=${href}">`,
      '<title>Bookings Viewer</title>',
      `<p><a href="${href}">Open Bookings Viewer</a></p>`,
      '',
    ].join('\n'),
    { encoding: 'utf8', mode: 0o600 },
  );
  return { path, remove: () => rm(dir, { recursive: true, force: true }) };
}
