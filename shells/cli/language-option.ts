/**
 * `--lang en|de|fr`: the language of a workbook's words (sheet names, headers, labels). Without it,
 * the system's (LC_ALL, LC_MESSAGES, LANG). The command line's own messages stay English.
 */
import { REPORT_LANGUAGES, isReportLanguage, type ReportLanguage } from '#shared/report-words';
import { usage } from './args';
import { systemReportLanguage } from './system-locale';

/** The option's parser setting. */
export const languageOption = { lang: { type: 'string' } } as const;

/** What the help says of the default, after a command's own words on --lang. */
export const LANG_DEFAULT_HELP = `                          (default: the system's language, from LC_ALL, LC_MESSAGES or LANG, if
                          German or French; else English)`;

/** The --lang value, else the system's language; an unknown one is a usage error. */
export function languageOf(
  value: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): ReportLanguage {
  if (value === undefined) return systemReportLanguage(env);
  const wanted = value.trim().toLowerCase();
  if (isReportLanguage(wanted)) return wanted;
  throw usage(`--lang must be one of ${REPORT_LANGUAGES.join(', ')}, not "${value}".`);
}
