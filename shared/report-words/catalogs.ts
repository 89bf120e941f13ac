/**
 * The reports' catalogs (shared/locales/{locale}/reports.po), compiled into modules by
 * scripts/compile-catalogs.ts, so the command line and the backend read them as plain data.
 */
import { type Translate, translatorOf } from '../i18n/catalog';
import { messages as de } from '../locales/de/reports';
import { messages as en } from '../locales/en/reports';
import { messages as fr } from '../locales/fr/reports';
import type { ReportLanguage } from './types';

const MESSAGES = { en, de, fr } as const;

/** Looks messages up in the reports' catalog of `language`. */
export function reportTranslator(language: ReportLanguage): Translate {
  return translatorOf(language, MESSAGES[language]);
}
