import dayjs from 'dayjs';

/**
 * The dayjs locales the date pickers can use, each its own lazily loaded chunk: the pickers' month
 * and weekday names come from dayjs. A locale missing here falls back to its language, then English.
 */
const LOADERS: Readonly<Record<string, () => Promise<unknown>>> = {
  'ar-sa': () => import('dayjs/locale/ar-sa.js'),
  ar: () => import('dayjs/locale/ar.js'),
  bg: () => import('dayjs/locale/bg.js'),
  ca: () => import('dayjs/locale/ca.js'),
  cs: () => import('dayjs/locale/cs.js'),
  da: () => import('dayjs/locale/da.js'),
  'de-at': () => import('dayjs/locale/de-at.js'),
  'de-ch': () => import('dayjs/locale/de-ch.js'),
  de: () => import('dayjs/locale/de.js'),
  el: () => import('dayjs/locale/el.js'),
  'en-au': () => import('dayjs/locale/en-au.js'),
  'en-ca': () => import('dayjs/locale/en-ca.js'),
  'en-gb': () => import('dayjs/locale/en-gb.js'),
  'en-ie': () => import('dayjs/locale/en-ie.js'),
  'en-in': () => import('dayjs/locale/en-in.js'),
  'en-nz': () => import('dayjs/locale/en-nz.js'),
  'en-sg': () => import('dayjs/locale/en-sg.js'),
  'es-mx': () => import('dayjs/locale/es-mx.js'),
  'es-us': () => import('dayjs/locale/es-us.js'),
  es: () => import('dayjs/locale/es.js'),
  et: () => import('dayjs/locale/et.js'),
  fi: () => import('dayjs/locale/fi.js'),
  'fr-ca': () => import('dayjs/locale/fr-ca.js'),
  'fr-ch': () => import('dayjs/locale/fr-ch.js'),
  fr: () => import('dayjs/locale/fr.js'),
  he: () => import('dayjs/locale/he.js'),
  hi: () => import('dayjs/locale/hi.js'),
  hr: () => import('dayjs/locale/hr.js'),
  hu: () => import('dayjs/locale/hu.js'),
  id: () => import('dayjs/locale/id.js'),
  'it-ch': () => import('dayjs/locale/it-ch.js'),
  it: () => import('dayjs/locale/it.js'),
  ja: () => import('dayjs/locale/ja.js'),
  ko: () => import('dayjs/locale/ko.js'),
  lt: () => import('dayjs/locale/lt.js'),
  lv: () => import('dayjs/locale/lv.js'),
  ms: () => import('dayjs/locale/ms.js'),
  nb: () => import('dayjs/locale/nb.js'),
  'nl-be': () => import('dayjs/locale/nl-be.js'),
  nl: () => import('dayjs/locale/nl.js'),
  pl: () => import('dayjs/locale/pl.js'),
  'pt-br': () => import('dayjs/locale/pt-br.js'),
  pt: () => import('dayjs/locale/pt.js'),
  ro: () => import('dayjs/locale/ro.js'),
  ru: () => import('dayjs/locale/ru.js'),
  sk: () => import('dayjs/locale/sk.js'),
  sl: () => import('dayjs/locale/sl.js'),
  sr: () => import('dayjs/locale/sr.js'),
  sv: () => import('dayjs/locale/sv.js'),
  th: () => import('dayjs/locale/th.js'),
  tr: () => import('dayjs/locale/tr.js'),
  uk: () => import('dayjs/locale/uk.js'),
  vi: () => import('dayjs/locale/vi.js'),
  'zh-cn': () => import('dayjs/locale/zh-cn.js'),
  'zh-hk': () => import('dayjs/locale/zh-hk.js'),
  'zh-tw': () => import('dayjs/locale/zh-tw.js'),
};

// Chinese is chosen by script, and Norwegian Bokmål by its macrolanguage, before the language alone.
const ALIASES: Readonly<Record<string, string>> = {
  'zh-hant': 'zh-tw',
  'zh-hans': 'zh-cn',
  zh: 'zh-cn',
  no: 'nb',
};

/** The dayjs locale name for a BCP 47 tag: "de-AT" → "de-at", "de-LI" → "de", "en-US" → "en". */
export function dayjsLocaleName(tag: string): string {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(tag).maximize();
  } catch {
    return 'en';
  }
  const language = locale.language.toLowerCase();
  const candidates = [
    `${language}-${(locale.region ?? '').toLowerCase()}`,
    `${language}-${(locale.script ?? '').toLowerCase()}`,
    language,
  ];
  for (const candidate of candidates) {
    const name = ALIASES[candidate] ?? candidate;
    if (name in LOADERS) return name;
  }
  return 'en';
}

const loaded = new Map<string, string>();
const loading = new Map<string, Promise<string>>();

/** The dayjs locale for a tag if it is already loaded: no waiting, so pickers can use it at once. */
export function loadedDayjsLocale(tag: string): string | undefined {
  return loaded.get(tag);
}

/** Loads (once) the dayjs locale for a tag and resolves to its name, ready for Mantine's DatesProvider. */
export function loadDayjsLocale(tag: string): Promise<string> {
  let promise = loading.get(tag);
  if (!promise) {
    const name = dayjsLocaleName(tag);
    const load = LOADERS[name] ?? (() => Promise.resolve());
    promise = load().then(
      // Registered by the import as a side effect; English is built in.
      () => (dayjs.Ls[name] ? name : 'en'),
      () => 'en',
    );
    loading.set(tag, promise);
    void promise.then((result) => loaded.set(tag, result));
  }
  return promise;
}
