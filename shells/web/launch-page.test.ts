import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeLaunchPage } from './launch-page';

const base = await mkdtemp(join(tmpdir(), 'bv-launch-'));
afterAll(() => rm(base, { recursive: true, force: true }));

describe('the --open launch page', () => {
  it('moves on to the address, and only its user can read it', async () => {
    const url = 'http://127.0.0.1:4321/#token=abc_DEF-123';
    const page = await writeLaunchPage(url, base);
    const html = await readFile(page.path, 'utf8');
    expect(html).toContain(`<meta http-equiv="refresh" content="0;url=${url}">`);
    expect(html).toContain(`<a href="${url}">`);
    if (process.platform !== 'win32') {
      expect((await stat(page.path)).mode & 0o777).toBe(0o600);
      expect((await stat(dirname(page.path))).mode & 0o777).toBe(0o700);
    }
    await page.remove();
    await expect(stat(dirname(page.path))).rejects.toThrow();
  });

  it('escapes the address, so nothing in it can end the attribute', async () => {
    const page = await writeLaunchPage('http://127.0.0.1:1/#a="b"&<c>', base);
    const html = await readFile(page.path, 'utf8');
    expect(html).toContain('content="0;url=http://127.0.0.1:1/#a=&#34;b&#34;&#38;&#60;c&#62;"');
    await page.remove();
  });
});
