/**
 * An interface text in the page's language, from the catalogs the app ships: tests written in
 * English find the German or French control by what it is called there.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPo } from './untranslated-text';

const catalogs = new Map<string, Map<string, string>>();

function catalogOf(language: string): Map<string, string> {
  let catalog = catalogs.get(language);
  if (!catalog) {
    const dir = join(process.cwd(), 'renderer', 'locales', language);
    catalog = new Map();
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.po'))) {
      for (const [id, text] of readPo(readFileSync(join(dir, file), 'utf8'))) {
        if (text) catalog.set(id, text);
      }
    }
    catalogs.set(language, catalog);
  }
  return catalog;
}

/** The English message as the interface shows it in the locale's language (English as is). */
export function say(locale: string, english: string): string {
  const language = locale.split('-')[0] ?? 'en';
  if (language !== 'de' && language !== 'fr') return english;
  const text = catalogOf(language).get(english);
  if (text === undefined) throw new Error(`"${english}" is no message of the interface`);
  return text;
}
