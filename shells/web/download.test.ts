// A download of the browser shell, through the routes with only the export's file behind them: the
// headers any file name gets, the type its format gives, and that a download that is served spends
// its ticket once and leaves no descriptor open.
import { createServer, request, type Server } from 'node:http';
import { mkdtemp, readdir, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../../backend/backend';
import { attachmentDisposition, contentTypeFor } from './download';
import { createDownloadTickets, type DownloadTickets } from './download-tickets';
import type { ExportProgressHub } from './export-progress-hub';
import { createRoutes } from './routes';
import { sendText } from './security-headers';

let dir: string;
let server: Server;
let port: number;
let tickets: DownloadTickets;
let renewed: string[];
let exportFile: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bv-download-'));
  tickets = createDownloadTickets();
  renewed = [];
  const backend = { exportFilePath: () => exportFile } as unknown as Backend;
  const exportProgress = {
    renewDownload: (id: string) => renewed.push(id),
  } as unknown as ExportProgressHub;
  const handle = createRoutes({
    backend,
    token: 't'.repeat(43),
    rendererDir: dir,
    port: () => port,
    exportProgress,
    downloadTickets: tickets,
  });
  // As the shell's server does: a request that fails unexpectedly is answered 500.
  server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) sendText(res, 500, 'Internal error');
      else res.destroy();
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  port = (server.address() as AddressInfo).port;
});
afterEach(async () => {
  await new Promise<void>((closed) => {
    server.close(() => closed());
    server.closeAllConnections();
  });
  await rm(dir, { recursive: true, force: true });
});

function download(
  ticket: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: `/api/exports/e1/download?ticket=${ticket}`,
        headers: { Host: `127.0.0.1:${port}` },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** How many of this process's descriptors are open on a file in the test's folder (Linux only). */
async function descriptorsInDir(): Promise<number> {
  const fds = await readdir('/proc/self/fd');
  const targets = await Promise.all(
    fds.map((fd) => readlink(join('/proc/self/fd', fd)).catch(() => '')),
  );
  return targets.filter((target) => target.startsWith(dir)).length;
}

describe('a browser shell download', () => {
  // A location name cut inside a character left half of it in the file's name; every link answered 500.
  it('is served whatever its file name holds, spending its ticket once and closing its file', async () => {
    exportFile = join(dir, `bookings-a${'𠀀'.repeat(29)}\ud840.csv`);
    await writeFile(exportFile, 'booking_id\r\n');
    const ticket = tickets.issue('e1');
    const served = await download(ticket);
    expect(served.status).toBe(200);
    expect(served.body).toBe('booking_id\r\n');
    const disposition = String(served.headers['content-disposition']);
    expect(disposition).toMatch(
      /^attachment; filename="bookings-a_{29}_\.csv"; filename\*=UTF-8''/,
    );
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe(
      `bookings-a${'𠀀'.repeat(29)}\ufffd.csv`,
    );
    expect(renewed).toEqual(['e1']);
    expect((await download(ticket)).status).toBe(401);
    if (process.platform === 'linux') expect(await descriptorsInDir()).toBe(0);
  });

  it.each([
    [
      'report-harbour-2026-03-01.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    ['bookings-harbour-2026-03-01.csv', 'text/csv; charset=utf-8'],
  ])('of %s is sent as %s', async (name, type) => {
    exportFile = join(dir, name);
    await writeFile(exportFile, 'x');
    const served = await download(tickets.issue('e1'));
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe(type);
  });
});

describe('attachmentDisposition', () => {
  it('never throws on a name, and keeps each character one character in the ASCII fallback', () => {
    expect(attachmentDisposition('\udc00a\ud800.csv')).toBe(
      `attachment; filename="_a_.csv"; filename*=UTF-8''%EF%BF%BDa%EF%BF%BD.csv`,
    );
    expect(attachmentDisposition('𠀀.csv')).toBe(
      `attachment; filename="_.csv"; filename*=UTF-8''%F0%A0%80%80.csv`,
    );
  });
});

describe('contentTypeFor', () => {
  it('sends what no export writes as bytes', () => {
    expect(contentTypeFor('notes.txt')).toBe('application/octet-stream');
    expect(contentTypeFor('REPORT.XLSX')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });
});
