/** What main reads the OS's locales from: Electron's `app`, or a fake in tests. */
export interface LocaleSource {
  getSystemLocale(): string;
  getPreferredSystemLanguages(): string[];
}

/**
 * The OS's regional format first (it decides the clock and date order even when the UI language
 * differs, e.g. English on a German-format Mac), then the preferred languages; duplicates and
 * tags Intl cannot use are dropped. Call after `app.whenReady()`.
 */
export function systemLocales(source: LocaleSource): readonly string[] {
  const seen = new Set<string>();
  for (const tag of [source.getSystemLocale(), ...source.getPreferredSystemLanguages()]) {
    const canonical = canonicalLocale(tag);
    if (canonical) seen.add(canonical);
  }
  return [...seen];
}

function canonicalLocale(tag: string): string | null {
  try {
    // Windows reports e.g. "en_GB" in some setups; BCP 47 wants a hyphen.
    return Intl.getCanonicalLocales(tag.trim().replace(/_/g, '-'))[0] ?? null;
  } catch {
    return null;
  }
}
