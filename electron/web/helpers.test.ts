import { describe, expect, it } from 'vitest';
import { parseWebShellArgs } from './cli-args';
import { attachmentDisposition } from './download';
import { tokenMatches } from './token';

describe('web shell helpers', () => {
  it('parses --port and --open', () => {
    expect(parseWebShellArgs([])).toEqual({ port: 0, open: false });
    expect(parseWebShellArgs(['--port', '8123', '--open'])).toEqual({ port: 8123, open: true });
    expect(parseWebShellArgs(['--port=9000'])).toEqual({ port: 9000, open: false });
    expect(parseWebShellArgs(['--port', 'x'])).toHaveProperty('error');
    expect(parseWebShellArgs(['--port', '70000'])).toHaveProperty('error');
    expect(parseWebShellArgs(['--bogus'])).toHaveProperty('error');
  });
  it('compares tokens exactly', () => {
    expect(tokenMatches('abc', 'abc')).toBe(true);
    expect(tokenMatches('abd', 'abc')).toBe(false);
    expect(tokenMatches('ab', 'abc')).toBe(false);
    expect(tokenMatches('', 'abc')).toBe(false);
    expect(tokenMatches(undefined, 'abc')).toBe(false);
  });
  it('writes a Content-Disposition that survives any file name', () => {
    expect(attachmentDisposition('Zürich "north" 2026.csv')).toBe(
      `attachment; filename="Z_rich _north_ 2026.csv"; filename*=UTF-8''Z%C3%BCrich%20%22north%22%202026.csv`,
    );
  });
});
