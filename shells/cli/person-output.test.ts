import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemoServer } from '../../demo-api/server';
import { EXIT } from './exit-codes';
import { personOutput } from './person-output';
import { runCli } from './run';
import { captureIo } from './testing/capture-io';
import { TERMINAL_UNSAFE as UNSAFE } from './testing/terminal-unsafe';

const ESC = '\u001b';
const REDRAW = `\r${ESC}[2K`;
const HOSTILE = `a${ESC}[2J\u009b31m\u202eb\r\nc${ESC}]8;;https://evil.example/\u0007d`;
const SAFE = 'a\ufffd[2J\ufffd31mb c\ufffd]8;;https://evil.example/\ufffdd';

function capture(isTerminal: boolean) {
  const stream = new PassThrough();
  const chunks: string[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c.toString('utf8')));
  return { output: personOutput(stream, isTerminal), written: () => chunks.join('') };
}

describe('personOutput (stderr for a person)', () => {
  it('writes each line terminal-safe, whatever it quotes', async () => {
    const { output, written } = capture(false);
    await output.line(HOSTILE);
    expect(written()).toBe(`${SAFE}\n`);
  });

  it('draws progress only on a terminal, with its own redraw and safe text', async () => {
    const plain = capture(false);
    plain.output.progress(HOSTILE);
    await plain.output.line('done');
    expect(plain.written()).toBe('done\n');

    const terminal = capture(true);
    terminal.output.progress('1 row');
    terminal.output.progress(HOSTILE);
    await terminal.output.line('done');
    expect(terminal.written()).toBe(`${REDRAW}1 row${REDRAW}${SAFE}\ndone\n`);
  });

  it('ends a prompt before the next line, and only once', async () => {
    const { output, written } = capture(true);
    await output.prompt(`Key${ESC}[8m: `);
    await output.endLine();
    await output.endLine();
    await output.line('next');
    expect(written()).toBe('Key\ufffd[8m: \nnext\n');
  });
});

describe('an export on a terminal', () => {
  const KEY = 'person-output-key-5e6f7a8b';
  let demo: DemoServer;
  let home: string;

  beforeAll(async () => {
    demo = await startDemoServer({ apiKey: KEY, now: Date.parse('2026-03-15T12:00:00Z') });
    home = await mkdtemp(join(tmpdir(), 'bv-person-'));
  });
  afterAll(async () => {
    await demo.close();
    await rm(home, { recursive: true, force: true });
  });

  it('shows progress and a summary whose only control sequences are the redraw', async () => {
    const out = `report${ESC}[2J\u009b31m\u0007\u202e.csv`;
    const captured = captureIo({
      env: { BOOKINGS_API_KEY: KEY, BOOKINGS_VIEWER_HOME: home },
      cwd: home,
      tty: true,
    });
    const code = await runCli(
      [
        'export',
        '--base-url',
        demo.url,
        '--location',
        'Harbour Office',
        '--from',
        '2026-03-02',
        '--to',
        '2026-03-08',
        '--tz',
        'UTC',
        '--out',
        out,
      ],
      captured.io,
    );
    expect(code, captured.stderr()).toBe(EXIT.ok);
    const stderr = captured.stderr();
    expect(stderr.startsWith(REDRAW)).toBe(true);
    expect(stderr.split(REDRAW).join('')).not.toMatch(UNSAFE);
    expect(stderr).toMatch(
      /\nWrote [\d,]+ rows \(.+\) to .*report\ufffd\[2J\ufffd31m\ufffd\.csv\n$/,
    );
    // The file itself keeps the name it was given.
    expect((await readFile(join(home, out))).length).toBeGreaterThan(0);
  });
});
