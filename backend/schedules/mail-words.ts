/** The subject and short body of a report's message, in the report's language. */
import type { SavedReport } from '#shared/schedules/saved-report';
import type { LocalDays } from '#shared/time/local-days';

const WORDS = {
  en: {
    period: (d: LocalDays) => (d.from === d.to ? d.from : `${d.from} to ${d.to}`),
    ahead: (today: string) => `the weeks ahead from ${today}`,
    body: (company: string, what: string, period: string, file: string) =>
      `${company}: ${what}, ${period}.\n\nThe report is attached (${file}).\n\nSent by Bookings Viewer on a schedule.\n`,
  },
  de: {
    period: (d: LocalDays) => (d.from === d.to ? d.from : `${d.from} bis ${d.to}`),
    ahead: (today: string) => `die kommenden Wochen ab ${today}`,
    body: (company: string, what: string, period: string, file: string) =>
      `${company}: ${what}, ${period}.\n\nDer Bericht ist angehängt (${file}).\n\nGesendet von Bookings Viewer nach Zeitplan.\n`,
  },
  fr: {
    period: (d: LocalDays) => (d.from === d.to ? d.from : `du ${d.from} au ${d.to}`),
    ahead: (today: string) => `les semaines à venir à partir du ${today}`,
    body: (company: string, what: string, period: string, file: string) =>
      `${company} : ${what}, ${period}.\n\nLe rapport est joint (${file}).\n\nEnvoyé par Bookings Viewer selon un calendrier.\n`,
  },
} as const;

/** The message's subject and body, naming the company, for a report covering `days` (null: the forecast from `today`). */
export function reportMailText(
  report: SavedReport,
  company: string,
  days: LocalDays | null,
  today: string,
  file: string,
): { readonly subject: string; readonly text: string } {
  const words = WORDS[report.language];
  const period = days ? words.period(days) : words.ahead(today);
  return {
    subject: `${report.name} (${period})`,
    text: words.body(company, report.name, period, file),
  };
}
