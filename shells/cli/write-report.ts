/**
 * The last step of every command that writes a report file: the export run through the contract,
 * what was written said on a terminal, and the notes on what the API sent unreadable or the cells
 * changed. The file is named before connecting, so a bad --out fails before any request.
 */
import type { ExportOptions } from './export-args';
import { type CliIo, noteCellChanges, noteDroppedBookings } from './io';
import { bookingsReadLine } from './progress-line';
import { runExportAt } from './run-export';
import type { CompanyOptionValues } from './company-options';
import { withSession } from './with-session';

/** Runs the export of `request` at `--location` into `targetPath`, as `command`; the exit code. */
export function writeReportFile(
  values: CompanyOptionValues & { readonly location?: string },
  io: CliIo,
  command: string,
  request: ExportOptions,
  targetPath: string,
  rowsAre: string,
): Promise<number> {
  return withSession(
    values,
    io,
    command,
    async (session) => {
      const end = await runExportAt(session, request, values.location, io, bookingsReadLine);
      if (io.stderr.isTerminal)
        await io.stderr.line(
          `Wrote ${end.rows.toLocaleString('en-US')} ${rowsAre} to ${targetPath}`,
        );
      await noteDroppedBookings(io, end.dropped);
      await noteCellChanges(io, end);
      return 0;
    },
    () => targetPath,
  );
}
