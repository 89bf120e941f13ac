/** What a bookings export is given and what it answers, whichever format it writes (CSV or workbook). */
import type { ExportRequest } from '#shared/contract';
import type { ClockOf } from '#shared/sites/site-clock';
import type { ApiClient } from '../api/client';
import type { NamedLocation } from '../insights/each-location';

/** One export to run. `request` carries the days, zone, filter and format options. */
export interface ExportJob {
  client: ApiClient;
  request: ExportRequest;
  /** Written in the location column for bookings that do not name their location. */
  locationName: string | null;
  targetPath: string;
  signal: AbortSignal;
  /** Called about ten times a second at most, and once at the end with percent 100. */
  onProgress(p: { rows: number; percent: number; bytes: number }): void;
  /**
   * Every location to export into the one file, one after another (the `location` column tells
   * their rows apart); absent: the request's location alone.
   */
  locations?: readonly NamedLocation[];
  /**
   * Each location's clock, whose zone its rows' local times, days and time of day are read in (the
   * site's own under site time, else the request's); absent: the request's zone for every location.
   */
  readonly clockOf?: ClockOf;
}

/** How an export ended. */
export interface ExportOutcome {
  rows: number;
  bytes: number;
  /** A workbook's sheets; absent for a CSV. */
  sheets?: number;
  /** More data rows than an Excel sheet holds (1,048,575 plus the header). */
  exceedsExcelLimit: boolean;
  /** Records the API sent without a usable id, start or end, left out of the file. */
  dropped?: number;
  /** Texts cut at Excel's limit of 32,767 characters a cell (workbooks only); absent: none. */
  cellsCut?: number;
  /** Characters the file cannot hold, written as U+FFFD; absent: none. */
  charactersReplaced?: number;
}
