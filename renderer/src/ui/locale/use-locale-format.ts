import { createContext, useContext } from 'react';
import { createLocaleFormat, type LocaleFormat } from './locale-format';
import { resolveLocale } from './resolve';

/** The page's own languages: the browser's, as the browser shell uses them. */
export function pageLocales(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
}

/** The formatters of the user's locale; LocaleProvider gives them. */
export const LocaleContext = createContext<LocaleFormat | null>(null);

let fallback: LocaleFormat | null = null;

/** The formatters for the user's locale and clock; outside a provider, the page's locale. */
export function useLocaleFormat(): LocaleFormat {
  const format = useContext(LocaleContext);
  return (
    format ??
    (fallback ??= createLocaleFormat(
      resolveLocale({ locales: pageLocales(), clock: 'auto', weekStart: 'auto' }),
    ))
  );
}
