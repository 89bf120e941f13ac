import { describe, expect, it } from 'vitest';
import type { ExportProgress, Subscribe } from '#shared/contract';
import { parseWebShellArgs } from './cli-args';
import { attachmentDisposition } from './download';
import { createDownloadTickets } from './download-tickets';
import { createExportProgressHub } from './export-progress-hub';
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
  it('opens one export once with a download ticket', () => {
    const tickets = createDownloadTickets();
    const a = tickets.issue('a');
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tickets.redeem('b', a)).toBe(false);
    expect(tickets.redeem('a', 'x'.repeat(43))).toBe(false);
    expect(tickets.redeem('a', null)).toBe(false);
    // Checking a ticket leaves it usable; only redeeming spends it.
    expect(tickets.matches('a', a)).toBe(true);
    expect(tickets.matches('b', a)).toBe(false);
    expect(tickets.matches('a', a)).toBe(true);
    expect(tickets.redeem('a', a)).toBe(true);
    expect(tickets.matches('a', a)).toBe(false);
    expect(tickets.redeem('a', a)).toBe(false);
    const again = tickets.issue('a');
    expect(again).not.toBe(a);
    expect(tickets.redeem('a', a)).toBe(false);
    expect(tickets.redeem('a', again)).toBe(true);
  });
  it('passes export progress on, and sends a finished export again with a fresh link', () => {
    let emit: (p: ExportProgress) => void = () => undefined;
    let n = 0;
    const others: string[] = [];
    const source: Subscribe = (event, listener) => {
      if (event === 'exportProgress') emit = listener as (p: ExportProgress) => void;
      else others.push(event);
      return () => undefined;
    };
    const hub = createExportProgressHub(source, (id) => `/d/${id}/${++n}`);
    const seen: string[] = [];
    const stop = hub.subscribe('exportProgress', (p) => seen.push(`${p.state} ${p.downloadUrl}`));
    // Other events go straight to the backend's.
    hub.subscribe('insightsProgress', () => undefined);
    expect(others).toEqual(['insightsProgress']);
    const done = { exportId: 'e', state: 'done', downloadUrl: '/d/e/0' } as ExportProgress;
    emit({ ...done, state: 'running', downloadUrl: null });
    hub.renewDownload('e'); // not finished: nothing to renew
    emit(done);
    hub.renewDownload('e');
    hub.renewDownload('unknown');
    expect(seen).toEqual(['running null', 'done /d/e/0', 'done /d/e/1']);
    expect([...hub.latest()].map((p) => p.downloadUrl)).toEqual(['/d/e/1']);
    expect([...hub.replay()].map((e) => e.event)).toEqual(['exportProgress']);
    stop();
    hub.renewDownload('e');
    expect(seen).toHaveLength(3);
  });
  it('writes a Content-Disposition that survives any file name', () => {
    expect(attachmentDisposition('Zürich "north" 2026.csv')).toBe(
      `attachment; filename="Z_rich _north_ 2026.csv"; filename*=UTF-8''Z%C3%BCrich%20%22north%22%202026.csv`,
    );
  });
});
