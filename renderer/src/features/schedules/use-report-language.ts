import type { InterfaceLanguage } from '#shared/interface-language';
import { useLanguage } from '../../i18n/language-context';
import { PSEUDO } from '../../i18n/languages';

/** The language a new report is written in: the interface's (the pseudo-language's is English). */
export function useReportLanguage(): InterfaceLanguage {
  const { language } = useLanguage();
  return language === PSEUDO ? 'en' : language;
}
