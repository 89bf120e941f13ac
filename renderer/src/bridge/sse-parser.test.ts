import { describe, expect, it } from 'vitest';
import { createSseParser, type ServerSentEvent } from './sse-parser';

function parseAll(pieces: readonly string[]): { events: ServerSentEvent[]; retries: number[] } {
  const events: ServerSentEvent[] = [];
  const retries: number[] = [];
  const parser = createSseParser({
    onEvent: (e) => events.push(e),
    onRetry: (ms) => retries.push(ms),
  });
  for (const piece of pieces) parser.push(piece);
  return { events, retries };
}

const STREAM =
  'retry: 2500\n\n: ping\n\nevent: export-progress\ndata: {"a":1}\n\n' +
  'data: one\r\ndata:two\r\n\r\nevent: x\rdata: é 😀\r\r' +
  'event: empty\n\nretry: soon\n\n';

const EXPECTED = {
  events: [
    { type: 'export-progress', data: '{"a":1}' },
    { type: 'message', data: 'one\ntwo' },
    { type: 'x', data: 'é 😀' },
  ],
  retries: [2500],
};

describe('createSseParser', () => {
  it('reads named and unnamed events, multi-line data, comments and retry, with LF, CRLF or CR', () => {
    expect(parseAll([STREAM])).toEqual(EXPECTED);
  });

  it('gives the same events whichever two pieces the text arrives in (mid-line, mid-CRLF)', () => {
    for (let cut = 1; cut < STREAM.length; cut++)
      expect(parseAll([STREAM.slice(0, cut), STREAM.slice(cut)]), `cut at ${cut}`).toEqual(
        EXPECTED,
      );
  });

  it('gives the same events one character at a time', () => {
    expect(parseAll([...STREAM])).toEqual(EXPECTED);
  });

  it('holds back an event until its blank line arrives, and a lone CR until the next piece', () => {
    const events: ServerSentEvent[] = [];
    const parser = createSseParser({ onEvent: (e) => events.push(e) });
    parser.push('event: a\ndata: 1\r');
    expect(events).toEqual([]);
    // The CR's LF: still the end of the data line, not a blank line.
    parser.push('\n');
    expect(events).toEqual([]);
    parser.push('\r\n');
    expect(events).toEqual([{ type: 'a', data: '1' }]);
  });

  it('ignores comments and unknown fields, keeps empty data, and resets the type after each event', () => {
    const { events } = parseAll([
      ': comment with data: inside\nid: 7\nfoo: bar\nevent: a\ndata\n\n',
      'data:  two spaces\n\n',
      'event: b\n: only a comment\n\n',
      'data: after\n\n',
    ]);
    expect(events).toEqual([
      { type: 'a', data: '' },
      { type: 'message', data: ' two spaces' },
      { type: 'message', data: 'after' },
    ]);
  });
});
