/** The words of a language's files; English when no language is chosen. */
import { GERMAN } from './report-words/de';
import { ENGLISH } from './report-words/en';
import { FRENCH } from './report-words/fr';
import type { ReportLanguage, ReportWords } from './report-words/types';

export { REPORT_LANGUAGES, type ReportLanguage, type ReportWords } from './report-words/types';

const WORDS: Readonly<Record<ReportLanguage, ReportWords>> = {
  en: ENGLISH,
  de: GERMAN,
  fr: FRENCH,
};

/** The words of `language` (absent: English). */
export function reportWords(language: ReportLanguage | null | undefined): ReportWords {
  return WORDS[language ?? 'en'];
}

/** Whether a text names a report language. */
export function isReportLanguage(text: string): text is ReportLanguage {
  return Object.hasOwn(WORDS, text);
}
