/**
 * stderr as the command line's commands see it: lines for a person, never a raw stream. Every line
 * passes through terminalSafeLine here, so no message (an error quoting the API, a location id,
 * an argument, a file name) can clear the screen, plant a link, draw over a line or reorder text.
 * The only control sequences that reach the terminal are the progress line's own, added here.
 */
import type { Writable } from 'node:stream';
import { terminalSafeLine } from '#shared/text/terminal-safe';
import { writeText } from './stream-write';

/** What a command may write to stderr. */
export interface PersonOutput {
  /** True when stderr is a terminal: progress and summaries are shown only then. */
  readonly isTerminal: boolean;
  /** Writes one line (made terminal-safe), after ending an open progress line or prompt. */
  line(text: string): Promise<void>;
  /** Redraws the progress line in place with `text` (made terminal-safe); nothing when not a terminal. */
  progress(text: string): void;
  /** Writes `text` (made terminal-safe) with no line end, e.g. a prompt for typed input. */
  prompt(text: string): Promise<void>;
  /** Ends an open progress line or prompt, so what follows starts on its own line. */
  endLine(): Promise<void>;
}

/** Carriage return and "erase the whole line": the progress line redraws itself with these. */
const REDRAW = '\r\u001b[2K';

/** The person-facing writer over a process's (or a test's) stderr. */
export function personOutput(stream: Writable, isTerminal: boolean): PersonOutput {
  let lineOpen = false;
  const opened = (): string => {
    const end = lineOpen ? '\n' : '';
    lineOpen = false;
    return end;
  };
  return {
    isTerminal,
    line: (text) => writeText(stream, `${opened()}${terminalSafeLine(text)}\n`),
    progress(text) {
      if (!isTerminal) return;
      lineOpen = true;
      stream.write(`${REDRAW}${terminalSafeLine(text)}`);
    },
    prompt(text) {
      const before = opened();
      lineOpen = true;
      return writeText(stream, `${before}${terminalSafeLine(text)}`);
    },
    endLine: () => (lineOpen ? writeText(stream, opened()) : Promise.resolve()),
  };
}
