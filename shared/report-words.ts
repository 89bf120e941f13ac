/** The words of a language's files; English when no language is chosen. */
import { REPORT_LANGUAGES, type ReportLanguage, type ReportWords } from './report-words/types';
import { buildReportWords } from './report-words/words';

export { REPORT_LANGUAGES, type ReportLanguage, type ReportWords } from './report-words/types';

const built = new Map<ReportLanguage, ReportWords>();

/** The words of `language` (absent: English), built from its catalog once. */
export function reportWords(language: ReportLanguage | null | undefined): ReportWords {
  const wanted = language ?? 'en';
  let words = built.get(wanted);
  if (!words) {
    words = buildReportWords(wanted);
    built.set(wanted, words);
  }
  return words;
}

/** The files' words in English, the source language: what the report workbook has always written. */
export const ENGLISH: ReportWords = reportWords('en');

/** Whether a text names a report language. */
export function isReportLanguage(text: string): text is ReportLanguage {
  return (REPORT_LANGUAGES as readonly string[]).includes(text);
}
