/**
 * The person's locale as the OS says it, read the POSIX way: LC_ALL, else the category's own
 * variable (LC_MESSAGES for the language, LC_NUMERIC for numbers), else LANG; the first one set
 * wins, even when it is C. Gives a workbook's default language and the CSV separator's default.
 */
import { csvDelimiterFor } from '#shared/export/csv-delimiter';
import { isReportLanguage, type ReportLanguage } from '#shared/report-words';

type Env = Readonly<Record<string, string | undefined>>;

/** `de_DE.UTF-8` → `de-DE`; C, POSIX, empty or unreadable → null. */
export function localeTag(posix: string): string | null {
  const name = (posix.split(/[.@]/)[0] ?? '').replace(/_/g, '-');
  if (name === '' || name === 'C' || name === 'POSIX') return null;
  try {
    return Intl.getCanonicalLocales(name)[0] ?? null;
  } catch {
    return null;
  }
}

/** The locale of a category as a BCP 47 tag; null for none, C or POSIX. */
export function systemLocale(env: Env, category: 'LC_MESSAGES' | 'LC_NUMERIC'): string | null {
  for (const name of ['LC_ALL', category, 'LANG']) {
    const value = env[name];
    if (value) return localeTag(value);
  }
  return null;
}

/** The system's language when a report speaks it (`de_DE.UTF-8` → de); English otherwise. */
export function systemReportLanguage(env: Env): ReportLanguage {
  const language = systemLocale(env, 'LC_MESSAGES')?.split('-')[0]?.toLowerCase() ?? 'en';
  return isReportLanguage(language) ? language : 'en';
}

/** The CSV separator Excel expects in the system's locale: `;` where decimals take a comma. */
export function systemCsvDelimiter(env: Env): ',' | ';' {
  return csvDelimiterFor(systemLocale(env, 'LC_NUMERIC'));
}
