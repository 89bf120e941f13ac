/**
 * What the language end-to-end tests count as an untranslated word on screen: pure functions over
 * the page's texts and the catalogs, unit-tested in scripts/untranslated-text.test.ts.
 */

/** msgid → msgstr of a .po catalog (multi-line strings joined, escapes undone). */
export function readPo(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  let field: 'msgid' | 'msgstr' | null = null;
  let id = '';
  let str = '';
  const unquote = (s: string) => JSON.parse(s) as string;
  const flush = () => {
    if (id) entries.set(id, str);
    id = '';
    str = '';
  };
  for (const line of text.split('\n')) {
    const start = /^(msgid|msgstr) (".*")$/.exec(line);
    if (start) {
      if (start[1] === 'msgid') flush();
      field = start[1] as 'msgid' | 'msgstr';
      if (field === 'msgid') id = unquote(start[2] as string);
      else str = unquote(start[2] as string);
    } else if (/^".*"$/.test(line) && field) {
      if (field === 'msgid') id += unquote(line);
      else str += unquote(line);
    } else if (line.trim() === '') {
      field = null;
    }
  }
  flush();
  return entries;
}

/** The words of a text: runs of letters (any script), with inner apostrophes and hyphens. */
export function wordsOf(text: string): string[] {
  return text.match(/\p{L}+(?:['’-]\p{L}+)*/gu) ?? [];
}

/** Words of an ICU message as people read them: placeholders, plural keywords and tags left out. */
function messageWords(message: string): string[] {
  const readable = message
    .replace(/<\/?\d+\/?>/g, ' ')
    .replace(/\{\s*\w+\s*\}/g, ' ')
    .replace(/\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/g, ' ')
    .replace(/\b(one|other|zero|two|few|many)\s*\{/g, ' ')
    .replace(/=\d+\s*\{/g, ' ');
  return wordsOf(readable);
}

/**
 * English words the interface uses that the translation never does: one on screen in that language
 * is a word left in English. Words of three letters or more, compared without case.
 */
export function englishOnlyWords(catalogs: readonly Map<string, string>[]): ReadonlySet<string> {
  const english = new Set<string>();
  const translated = new Set<string>();
  for (const catalog of catalogs) {
    for (const [id, str] of catalog) {
      for (const w of messageWords(id)) if (w.length >= 3) english.add(w.toLowerCase());
      for (const w of messageWords(str)) translated.add(w.toLowerCase());
    }
  }
  return new Set([...english].filter((w) => !translated.has(w)));
}

/** The English-only words in a text, unless they are data (names from the API) or allowed. */
export function englishWordsIn(
  text: string,
  englishOnly: ReadonlySet<string>,
  allowed: ReadonlySet<string>,
): string[] {
  return wordsOf(text).filter((w) => {
    const lower = w.toLowerCase();
    return englishOnly.has(lower) && !allowed.has(lower);
  });
}

/**
 * Text outside the pseudo-language's ⟦…⟧ marks that has words not allowed (data, dates, keys): a
 * string that did not come from a catalog.
 */
export function unmarkedWords(text: string, allowed: ReadonlySet<string>): string[] {
  // Innermost marks first: a message can hold another ("⟦⟦By tag⟧: show as⟧").
  let outside = text;
  for (let before = ''; before !== outside;) {
    before = outside;
    outside = outside.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  }
  return wordsOf(outside).filter((w) => w.length >= 2 && !allowed.has(w.toLowerCase()));
}
