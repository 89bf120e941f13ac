/**
 * The languages the interface is written in, and which one a person's locales ask for. Kept free
 * of zod: main, the preload and the renderer read it without the contract's schemas.
 */

/** The interface's languages; English is the source. */
export const INTERFACE_LANGUAGES = ['en', 'de', 'fr'] as const;

/** One of the interface's languages. */
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** Whether a value names one of the interface's languages. */
export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}

/** The first of the locales (best first) whose language the interface is written in; else English. */
export function interfaceLanguageOf(locales: readonly string[]): InterfaceLanguage {
  for (const tag of locales) {
    // "de-CH", "fr_CA" and "DE" all name their language first.
    const language = tag.split(/[-_]/)[0]?.toLowerCase();
    if (isInterfaceLanguage(language)) return language;
  }
  return 'en';
}
