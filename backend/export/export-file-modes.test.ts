// Every file of bookings or figures the backend writes (the bookings CSV, the Insights summary CSV)
// is private on Linux and macOS: a new file is 0600 under the usual umask 022, and replacing an
// existing file keeps that file's mode, so a re-export never loosens what its owner set.
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ExportRequest } from '#shared/contract';
import { exportSummary } from '../reports/summary-report';
import { exportBookingsCsv } from '../reports/export-csv';
import { booking, createFakeClient } from './testing/fake-client';

let dir: string;
let umask: number;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bv-modes-'));
  umask = process.umask(0o022);
});
afterEach(async () => {
  process.umask(umask);
  await rm(dir, { recursive: true, force: true });
});

const request: ExportRequest = {
  accountId: 'acc',
  locationId: 'loc-1',
  from: '2026-03-20',
  to: '2026-03-21',
  zone: 'Europe/London',
  filter: { tags: null, search: null, timeOfDay: null },
  siteTime: false,
  delimiter: ',',
  bom: true,
  neutraliseFormulas: true,
  personalData: true,
  format: 'csv',
};

const bookings = [
  booking('b1', '2026-03-20T09:00:00Z', '2026-03-20T11:00:00Z'),
  booking('b2', '2026-03-20T13:00:00Z', '2026-03-20T15:00:00Z'),
];

const writers = {
  'the bookings CSV': (targetPath: string) =>
    exportBookingsCsv({
      client: createFakeClient(bookings),
      request,
      locationName: 'Harbour Office',
      targetPath,
      signal: new AbortController().signal,
      onProgress: () => undefined,
    }),
  'the Insights summary CSV': (targetPath: string) =>
    exportSummary({
      client: createFakeClient(bookings),
      request,
      by: 'bay',
      targetPath,
      signal: new AbortController().signal,
      onProgress: () => undefined,
    }),
};

const modeOf = async (path: string): Promise<number> => (await stat(path)).mode & 0o777;

describe.skipIf(process.platform === 'win32').each(Object.entries(writers))(
  '%s under umask 022',
  (_what, write) => {
    it('is created 0600', async () => {
      const target = join(dir, 'out.csv');
      await write(target);
      expect(await modeOf(target)).toBe(0o600);
    });

    it.each([
      ['0600', 0o600],
      ['0640', 0o640],
      ['0644', 0o644],
    ])('replacing a %s file keeps that mode', async (_shown, mode) => {
      const target = join(dir, 'out.csv');
      await writeFile(target, 'previous report');
      await chmod(target, mode);
      await write(target);
      expect(await readFile(target, 'utf8')).not.toBe('previous report');
      expect(await modeOf(target)).toBe(mode);
    });
  },
);
