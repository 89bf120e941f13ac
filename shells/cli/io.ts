/** What a command touches of the outside world, so tests can run commands in-process. */
import type { Readable, Writable } from 'node:stream';
import type { PersonOutput } from './person-output';

/** The process's streams, environment and cancellation, as a command sees them. */
export interface CliIo {
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
  /** Machine output (JSON, help): written as it is, byte for byte. */
  readonly stdout: Writable;
  /** Messages for a person, made terminal-safe line by line; never a raw stream, so none can bypass that. */
  readonly stderr: PersonOutput;
  readonly stdin: Readable;
  readonly stdinIsTTY: boolean;
  /** Aborts on Ctrl+C. */
  readonly signal: AbortSignal;
  /**
   * How API requests reach the network: Electron's net.fetch when the packaged app runs the
   * command line; default Node's, with the proxy variables (createNodeFetch).
   */
  readonly fetch?: typeof fetch;
  /** The instant "today" is taken at: a schedule's due time when it builds a report; default now. */
  readonly nowMs?: number;
}

/** A one-line note on stderr (warnings that are not failures). */
export function note(io: CliIo, text: string): Promise<void> {
  return io.stderr.line(text);
}

/** Tells on stderr how many booking records the API sent that could not be read, if any. */
export async function noteDroppedBookings(io: CliIo, dropped: number | undefined): Promise<void> {
  if (dropped)
    await note(
      io,
      `Note: ${dropped} booking record(s) without a usable id, start or end were left out.`,
    );
}

/** Tells on stderr what the file could not hold as it came: cells cut, characters replaced. */
export async function noteCellChanges(
  io: CliIo,
  end: { readonly cellsCut?: number; readonly charactersReplaced?: number },
): Promise<void> {
  if (end.cellsCut)
    await note(
      io,
      `Note: ${end.cellsCut} cell(s) longer than Excel's 32,767 characters were cut there; each ends in "…".`,
    );
  if (end.charactersReplaced)
    await note(
      io,
      `Note: ${end.charactersReplaced} character(s) the file cannot hold (control characters, broken UTF-16) were written as U+FFFD "�".`,
    );
}
