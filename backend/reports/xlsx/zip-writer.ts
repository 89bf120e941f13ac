/**
 * A zip archive written as it is made, one entry at a time: each entry is deflated as its bytes
 * arrive and followed by a data descriptor, so nothing is held but the entry list. Node's
 * zlib.crc32 does the checksums (a JavaScript CRC cost a tenth of a workbook export's time), and
 * deflate runs on libuv's threads.
 */
import { once } from 'node:events';
import type { TransformOptions, Writable } from 'node:stream';
import { crc32, createDeflateRaw, type DeflateRaw, type ZlibOptions } from 'node:zlib';

/** One entry being written. */
export interface ZipEntryWriter {
  /** Adds bytes, waiting while deflate lags behind. */
  write(bytes: Buffer): Promise<void>;
  /** Ends the entry once all its bytes are out. */
  end(): Promise<void>;
}

interface EntryRecord {
  readonly name: Buffer;
  readonly offset: number;
  readonly crc: number;
  readonly compressedSize: number;
  readonly size: number;
}

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** Bit 3: sizes and CRC follow the data; bit 11: the name is UTF-8. */
const FLAGS = 0x0808;
const DEFLATE = 8;
const VERSION = 20;
const MAX_32 = 0xffff_ffff;
const DEFLATE_AHEAD_BYTES = 1 << 20;
const DEFLATE_CHUNK_BYTES = 256 << 10;

/** The MS-DOS time and date a zip entry carries (local time, 2-second steps). */
function dosDateTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2),
    date:
      ((Math.max(1980, at.getFullYear()) - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

/** Writes a zip archive to `out` (which it ends); `signal` stops it between writes. */
export class ZipWriter {
  private readonly entries: EntryRecord[] = [];
  private offset = 0;
  private open = false;
  private failure: Error | null = null;
  private readonly stamp: { time: number; date: number };

  constructor(
    private readonly out: Writable,
    private readonly signal: AbortSignal,
    private readonly level = 1,
    modified = new Date(),
  ) {
    this.stamp = dosDateTime(modified);
    out.once('error', (error: Error) => this.fail(error));
  }

  /** Starts the next entry; the one before must have ended. */
  async entry(path: string): Promise<ZipEntryWriter> {
    if (this.open) throw new Error(`A zip entry is still open when ${path} starts.`);
    this.open = true;
    const name = Buffer.from(path, 'utf8');
    const offset = this.offset;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(LOCAL_HEADER, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.date, 12);
    header.writeUInt16LE(name.length, 26);
    await this.put(Buffer.concat([header, name]));

    // Room for a few batches ahead, so the rows are made while deflate works on the ones before
    // (at the default 16 KB every batch waited for deflate to drain).
    // Large output chunks: each one costs a callback and a file write on the main thread.
    const options: ZlibOptions & TransformOptions = {
      level: this.level,
      writableHighWaterMark: DEFLATE_AHEAD_BYTES,
      chunkSize: DEFLATE_CHUNK_BYTES,
    };
    const deflate: DeflateRaw = createDeflateRaw(options);
    deflate.once('error', (error: Error) => this.fail(error));
    let crc = 0;
    let size = 0;
    let compressedSize = 0;
    deflate.on('data', (chunk: Buffer) => {
      compressedSize += chunk.length;
      this.offset += chunk.length;
    });
    deflate.pipe(this.out, { end: false });
    return {
      write: async (bytes) => {
        this.check();
        crc = crc32(bytes, crc);
        size += bytes.length;
        if (!deflate.write(bytes)) await once(deflate, 'drain', { signal: this.signal });
      },
      end: async () => {
        this.check();
        deflate.end();
        await once(deflate, 'end', { signal: this.signal });
        deflate.unpipe(this.out);
        if (size > MAX_32 || compressedSize > MAX_32 || offset > MAX_32)
          throw new Error('The workbook is over 4 GB, more than a zip without ZIP64 can hold.');
        const descriptor = Buffer.alloc(16);
        descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
        descriptor.writeUInt32LE(crc >>> 0, 4);
        descriptor.writeUInt32LE(compressedSize, 8);
        descriptor.writeUInt32LE(size, 12);
        await this.put(descriptor);
        this.entries.push({ name, offset, crc: crc >>> 0, compressedSize, size });
        this.open = false;
      },
    };
  }

  /** Adds a whole entry at once. */
  async add(path: string, bytes: Buffer): Promise<void> {
    const entry = await this.entry(path);
    await entry.write(bytes);
    await entry.end();
  }

  /** Writes the central directory, ends the output and waits until it is all out. */
  async finish(): Promise<void> {
    this.check();
    if (this.open) throw new Error('A zip entry is still open at the end.');
    const start = this.offset;
    const records = this.entries.map((e) => {
      const record = Buffer.alloc(46);
      record.writeUInt32LE(CENTRAL_HEADER, 0);
      record.writeUInt16LE(VERSION, 4);
      record.writeUInt16LE(VERSION, 6);
      record.writeUInt16LE(FLAGS, 8);
      record.writeUInt16LE(DEFLATE, 10);
      record.writeUInt16LE(this.stamp.time, 12);
      record.writeUInt16LE(this.stamp.date, 14);
      record.writeUInt32LE(e.crc, 16);
      record.writeUInt32LE(e.compressedSize, 20);
      record.writeUInt32LE(e.size, 24);
      record.writeUInt16LE(e.name.length, 28);
      record.writeUInt32LE(e.offset, 42);
      return Buffer.concat([record, e.name]);
    });
    const directory = Buffer.concat(records);
    if (start > MAX_32 || this.entries.length > 0xffff)
      throw new Error('The workbook is over 4 GB, more than a zip without ZIP64 can hold.');
    const end = Buffer.alloc(22);
    end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(start, 16);
    await this.put(Buffer.concat([directory, end]));
    const closed = once(this.out, 'close');
    this.out.end();
    await closed;
    this.check();
  }

  private fail(error: Error): void {
    this.failure ??= error;
  }

  private check(): void {
    if (this.failure) throw this.failure;
    this.signal.throwIfAborted();
  }

  private async put(bytes: Buffer): Promise<void> {
    this.check();
    this.offset += bytes.length;
    if (!this.out.write(bytes)) await once(this.out, 'drain', { signal: this.signal });
  }
}
