import type { Handlers, ParsedArgs } from '#shared/contract';
import { AppFailure } from '#shared/result';

/** Prints the page to a PDF and saves it where the user chooses; the path, or null when dismissed. */
export type PdfSaver = (
  request: ParsedArgs<'savePdf'>,
  signal: AbortSignal,
) => Promise<string | null>;

/** savePdf: the desktop shell's printer, or a clear answer that the browser prints instead. */
export function createPdfHandlers(saver: PdfSaver | undefined): Pick<Handlers, 'savePdf'> {
  return {
    async savePdf(request, signal) {
      if (!saver)
        throw new AppFailure(
          'invalid-argument',
          'Here the browser makes PDFs: use Print and choose “Save as PDF”.',
        );
      const path = await saver(request, signal);
      return path === null ? null : { path };
    },
  };
}
