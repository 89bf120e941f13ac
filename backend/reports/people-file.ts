/** The people files: a row per person (`people`), or per e-mail domain (`insights --by domain`). */
import type { ExportRequest } from '#shared/contract';
import { domainTable, peopleTable } from '#shared/insights/people-tables';
import { type ReportLanguage, reportWords } from '#shared/report-words';
import type { ClockOf } from '#shared/sites/site-clock';
import type { ApiClient } from '../api/client';
import type { ExportOutcome } from '../export/export-job';
import { accountPeople } from '../insights/account-people';
import type { NamedLocation } from '../insights/each-location';
import { writeSummaryTable } from './summary-file';

/** One people file to write. */
export interface PeopleFileJob {
  readonly client: ApiClient;
  readonly request: ExportRequest;
  readonly by: 'person' | 'domain';
  readonly domain: string | null;
  readonly locations: readonly NamedLocation[];
  readonly clockOf: ClockOf;
  readonly namesHidden: boolean;
  readonly language?: ReportLanguage;
  readonly targetPath: string;
  readonly signal: AbortSignal;
  onProgress(p: { rows: number; percent: number; bytes: number }): void;
}

/** Counts the people of the locations and writes their table. */
export async function exportPeople(job: PeopleFileJob): Promise<ExportOutcome> {
  const { request } = job;
  const counted = await accountPeople({
    client: job.client,
    locations: job.locations,
    from: request.from,
    to: request.to,
    zone: request.zone,
    filter: { search: request.filter.search, domain: job.domain },
    clockOf: job.clockOf,
    namesHidden: job.namesHidden,
    signal: job.signal,
    onProgress: ({ percent, bookings }) => job.onProgress({ rows: bookings, percent, bytes: 0 }),
  });
  const { sheets } = reportWords(job.language);
  const [sheet, table] =
    job.by === 'domain'
      ? [sheets.byDomain, domainTable(counted.domains)]
      : [sheets.people, peopleTable(counted.people)];
  const target = {
    request,
    targetPath: job.targetPath,
    signal: job.signal,
    language: job.language,
  };
  return writeSummaryTable(target, sheet, table, counted.unreadableRecords);
}
