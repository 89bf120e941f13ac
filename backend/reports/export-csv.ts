/**
 * Exports a location's bookings (or every location's, one after another into one file) over a date
 * range to a CSV file of any size: fetched in chunks, filtered like the table, written a fetched
 * batch at a time with backpressure, atomically.
 */
import { once } from 'node:events';
import { BOOKING_HEADER, exceedsExcelLimit } from '#shared/export/booking-columns';
import { createCellTally } from '#shared/export/cell-tally';
import { createExportPredicate } from '#shared/export/export-predicate';
import { createByteSink, createLineWriter } from '#shared/csv/line';
import { AppFailure } from '#shared/result';
import { indexRows } from '#shared/scope/bay-index';
import { FilterRules } from '#shared/scope/filter-rules';
import { writeAtomically } from './atomic-file';
import { streamBookings } from '../bookings/booking-stream';
import { createCsvLineEncoder, UTF8_BOM } from './csv-text';
import type { ExportJob, ExportOutcome } from '../export/export-job';
import { type ExportCounters, throttleProgress } from '../export/progress';

/** Runs a CSV export; resolves once the file is in place, throws AppFailure (cancelled, io, or the API's kinds). */
export async function exportBookingsCsv(job: ExportJob): Promise<ExportOutcome> {
  const { request, signal } = job;
  if (signal.aborted) throw new AppFailure('cancelled', 'The export was cancelled.');
  // Stops the fetches as soon as the file side fails, not after the requests in flight finish.
  const internal = new AbortController();
  const onAbort = (): void => internal.abort();
  signal.addEventListener('abort', onAbort, { once: true });
  const progress = throttleProgress((c: ExportCounters) => job.onProgress(c));
  let rows = 0;
  let dropped = 0;
  let percent = 0;
  const tally = createCellTally();
  let bytes: number;
  try {
    // Each location's rows, as the screen makes them: the filter and the bay cells follow them.
    const { items: bays } = await job.client.listBays(internal.signal);
    const places = job.locations ?? [
      { id: request.locationId, name: job.locationName ?? request.locationId },
    ];
    const fallbackName = (place: { readonly name: string }): string | null =>
      job.locations ? place.name : job.locationName;
    bytes = await writeAtomically(job.targetPath, async (handle) => {
      // The stream closes the file when it ends, after flushing it to disk.
      const file = handle.createWriteStream({ flush: true });
      let fileError: Error | null = null;
      file.once('error', (error) => {
        fileError = error;
        internal.abort();
      });
      const report = (): void =>
        progress.report({ rows, percent, bytes: file.bytesWritten + file.writableLength });
      // One write per fetched batch (not a stream step per row), waiting whenever the disk lags.
      const write = async (chunk: string | Buffer): Promise<void> => {
        if (!file.write(chunk)) await once(file, 'drain', { signal: internal.signal });
      };
      try {
        await write(
          (request.bom ? UTF8_BOM : '') + createCsvLineEncoder(request.delimiter)(BOOKING_HEADER),
        );
        for (const [step, place] of places.entries()) {
          // Each site on its own clock: its days, its time of day and its rows' local times in its
          // zone, so a file of every location says what each site's people saw on their clocks.
          const zone = job.clockOf?.(place.id).zone ?? request.zone;
          const placeRequest = { ...request, locationId: place.id, zone };
          const locationRows = indexRows({
            bays,
            locationId: place.id,
            rules: new FilterRules(request.filter),
          });
          const keep = createExportPredicate(placeRequest, locationRows);
          const writeLine = createLineWriter({
            delimiter: request.delimiter,
            zone,
            neutraliseFormulas: request.neutraliseFormulas,
            personalData: request.personalData,
            fallbackLocationName: fallbackName(place),
            rows: locationRows,
            tally,
          });
          for await (const batch of streamBookings({
            client: job.client,
            locationId: place.id,
            from: request.from,
            to: request.to,
            zone,
            signal: internal.signal,
          })) {
            dropped += batch.dropped;
            // A fresh buffer per batch: the stream holds on to it until it is on disk.
            const sink = createByteSink(batch.bookings.length * 256);
            for (const booking of batch.bookings) {
              if (!keep(booking)) continue;
              rows += 1;
              writeLine(booking, sink);
            }
            if (sink.length > 0) await write(Buffer.from(sink.bytes.buffer, 0, sink.length));
            percent = ((step + batch.percent / 100) / places.length) * 100;
            report();
          }
        }
        file.end();
        await once(file, 'close');
      } catch (error) {
        file.destroy();
        // A failing disk aborts the fetches; its error, not the abort, is the one to report.
        throw fileError ?? error;
      }
      return file.bytesWritten;
    });
  } catch (error) {
    if (signal.aborted) throw new AppFailure('cancelled', 'The export was cancelled.');
    throw error;
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
  progress.report({ rows, percent: 100, bytes }, true);
  return {
    rows,
    bytes,
    exceedsExcelLimit: exceedsExcelLimit(rows),
    dropped,
    charactersReplaced: tally.charactersReplaced,
  };
}
