import { afterEach, describe, expect, it, vi } from 'vitest';
import { openInBrowser } from './open-browser';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('openInBrowser', () => {
  it('never throws when no browser opener exists, and says so', async () => {
    vi.stubEnv('PATH', '/nonexistent');
    const lines: string[] = [];
    expect(() =>
      openInBrowser('http://127.0.0.1:1/#token=x', (l) => lines.push(l), 'linux'),
    ).not.toThrow();
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0]).toMatch(/Could not open a browser .*open the address above yourself/);
    expect(lines[0]).not.toContain('token');
  });
});
