import { useLingui } from '@lingui/react';
import { useMemo, type ReactNode } from 'react';
import { useLanguage } from '../../i18n/language-context';
import { isLanguage, languageOfLocales, PSEUDO } from '../../i18n/languages';
import type { Clock, WeekStartSetting } from '#shared/contract';
import { createLocaleFormat } from './locale-format';
import { resolveLocale } from './resolve';
import { unitWordsOf } from './unit-words';
import { LocaleContext, pageLocales } from './use-locale-format';

/**
 * Gives the tree the user's locale, clock and week start through useLocaleFormat. The date pickers
 * take it from there through PickerLocale, which lives in their lazily loaded chunk.
 */
export function LocaleProvider(props: {
  /** The OS's locales, best first; empty to use the page's (browser shell). */
  readonly locales: readonly string[];
  readonly clock: Clock;
  readonly weekStart: WeekStartSetting;
  readonly children: ReactNode;
}) {
  const { locales, clock, weekStart } = props;
  const key = locales.join(',');
  const { choice } = useLanguage();
  // The units' names are the catalog's; `_` is a new function whenever its language changes.
  const { _ } = useLingui();
  const words = useMemo(() => unitWordsOf({ _ }), [_]);
  const osLocales = useMemo(() => (key ? key.split(',') : pageLocales()), [key]);
  // Automatic: the language the interface takes from these locales, so dates and words agree;
  // where the OS speaks none of the interface's languages, its own dates (Japanese ones on ja-JP)
  // beat foreign ones. The pseudo-language's dates are English ones: only its words are marked.
  const language =
    choice === 'auto'
      ? osLocales.some((tag) => isLanguage(tag.split(/[-_]/)[0]?.toLowerCase()))
        ? languageOfLocales(osLocales)
        : undefined
      : choice === PSEUDO
        ? 'en'
        : choice;
  const format = useMemo(
    () =>
      createLocaleFormat(
        resolveLocale({
          locales: osLocales,
          language,
          clock,
          weekStart,
        }),
        words,
      ),
    [osLocales, language, clock, weekStart, words],
  );
  return <LocaleContext.Provider value={format}>{props.children}</LocaleContext.Provider>;
}
