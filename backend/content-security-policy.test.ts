import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from './content-security-policy';

describe('the Content-Security-Policy', () => {
  it('is the same in the page’s meta tag as in the header both shells send', async () => {
    const html = await readFile(new URL('../renderer/index.html', import.meta.url), 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html);
    expect(meta?.[1]).toBe(CONTENT_SECURITY_POLICY);
  });

  it('runs only our own scripts, embeds nothing and cannot be framed', () => {
    const directives = new Map(
      CONTENT_SECURITY_POLICY.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
  });
});
