// The archive is read back by SheetJS's zip reader (XLSX.CFB), which shares no code with the writer.
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { ZipWriter } from './zip-writer';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bv-zip-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const entryText = (zip: ReturnType<typeof XLSX.CFB.read>, path: string): string | undefined => {
  const found = XLSX.CFB.find(zip, `/${path}`);
  return found ? Buffer.from(found.content as Uint8Array).toString('utf8') : undefined;
};

describe('ZipWriter', () => {
  it('writes entries streamed in pieces and whole, readable by another zip reader', async () => {
    const path = join(dir, 'a.zip');
    const zip = new ZipWriter(createWriteStream(path), new AbortController().signal);
    const big = await zip.entry('xl/worksheets/sheet1.xml');
    const piece = 'Zürich · <row> '.repeat(5_000);
    for (let i = 0; i < 40; i++) await big.write(Buffer.from(`${i}:${piece}`, 'utf8'));
    await big.end();
    await zip.add('[Content_Types].xml', Buffer.from('<Types/>', 'utf8'));
    await zip.add('empty.txt', Buffer.alloc(0));
    await zip.finish();

    const read = XLSX.CFB.read(await readFile(path), { type: 'buffer' });
    const expected = Array.from({ length: 40 }, (_, i) => `${i}:${piece}`).join('');
    // Compared as a whole, but not printed whole should it differ.
    const sheet = entryText(read, 'xl/worksheets/sheet1.xml');
    expect(sheet?.length).toBe(expected.length);
    expect(sheet === expected).toBe(true);
    expect(entryText(read, '[Content_Types].xml')).toBe('<Types/>');
    expect(entryText(read, 'empty.txt')).toBe('');
  });

  it('refuses a second entry while one is open', async () => {
    await writeFile(join(dir, 'b.zip'), '');
    const zip = new ZipWriter(createWriteStream(join(dir, 'b.zip')), new AbortController().signal);
    await zip.entry('one');
    await expect(zip.entry('two')).rejects.toThrow(/still open/);
  });

  it('stops at the next write once cancelled, and reports a failing output', async () => {
    const controller = new AbortController();
    const zip = new ZipWriter(createWriteStream(join(dir, 'c.zip')), controller.signal);
    const entry = await zip.entry('one');
    controller.abort();
    await expect(entry.write(Buffer.from('x'))).rejects.toThrow(/abort/i);

    const broken = new Writable({
      write: (_chunk, _encoding, callback) => callback(new Error('Disk full')),
    });
    const failing = new ZipWriter(broken, new AbortController().signal);
    await expect(
      (async () => {
        const e = await failing.entry('x');
        await e.write(Buffer.from('data'));
        await e.end();
        await failing.finish();
      })(),
    ).rejects.toThrow('Disk full');
  });
});
