/**
 * The free-text search over a bay's name, the user's name and e-mail; also what the locations and
 * bays lists search by. It forgives what people do not type: case, accents ("Zurich" finds
 * "Zürich", "lukasz" finds "Łukasz", "overgaard" finds "Øvergaard"), German spellings ("mueller"
 * finds "Müller"), apostrophes ("oneill" finds "O'Neill"), punctuation and spacing ("Level 1 04"
 * finds "Level 1 · 04"), and the order of words.
 * Every word of the search must appear somewhere in the text (for a booking: in any of its texts).
 */
import type { Booking } from '../model';

const MARKS = /\p{M}+/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;
// An apostrophe joins what it stands between: "O'Neill" is found as "oneill".
const APOSTROPHES = /['’ʼ`´]/gu;
/** Letters that carry no separable accent, written as an English keyboard types them. */
const PLAIN_LETTERS: Readonly<Record<string, string>> = {
  ł: 'l',
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const UNSEPARABLE = /[łøßæœđðþı]/gu;
// German writes ä, ö, ü as ae, oe, ue when it cannot type them: "Mueller" is "Müller" too.
const GERMAN_UMLAUTS = /([aou])\u0308/gu;

/** Texts folded so far: names repeat across bookings, and folding is the search's cost. */
const folded = new Map<string, string>();
const MAX_FOLDED = 20_000;

/** One way of writing a text: lower case, no marks, punctuation and spaces as one space. */
function plainOf(decomposed: string): string {
  return decomposed
    .replace(MARKS, '')
    .replace(UNSEPARABLE, (c) => PLAIN_LETTERS[c] ?? c)
    .replace(NOT_WORD, ' ')
    .trim();
}

/**
 * Lower case, without accents, apostrophes dropped, every run of other punctuation or space one
 * space: " level 1 04 ". A text with an umlaut is also written the German way after it, so both
 * "muller" and "mueller" find "Müller".
 */
export function foldText(text: string): string {
  let f = folded.get(text);
  if (f === undefined) {
    const decomposed = text.toLocaleLowerCase().normalize('NFD').replace(APOSTROPHES, '');
    const plain = plainOf(decomposed);
    const german = GERMAN_UMLAUTS.test(decomposed)
      ? plainOf(decomposed.replace(GERMAN_UMLAUTS, '$1e'))
      : plain;
    GERMAN_UMLAUTS.lastIndex = 0;
    f = german === plain ? ` ${plain} ` : ` ${plain} ${german} `;
    if (folded.size >= MAX_FOLDED) folded.clear();
    folded.set(text, f);
  }
  return f;
}

/** The search as its folded words joined by one space; '' (also for null) matches everything. */
export function normaliseSearch(text: string | null): string {
  // The search's own spelling only: its umlauts fold to plain letters, which find both spellings.
  return plainOf((text ?? '').toLocaleLowerCase().normalize('NFD').replace(APOSTROPHES, ''));
}

let lastNeedle = '';
let lastWords: readonly string[] = [];
function wordsOf(needle: string): readonly string[] {
  if (needle !== lastNeedle) {
    lastNeedle = needle;
    lastWords = needle === '' ? [] : needle.split(' ');
  }
  return lastWords;
}

/** True when every word of the (normalised) needle appears in the text. */
export function textMatches(text: string | null | undefined, needle: string): boolean {
  if (needle === '') return true;
  if (text == null) return false;
  const hay = foldText(text);
  for (const word of wordsOf(needle)) if (!hay.includes(word)) return false;
  return true;
}

/**
 * True when a booking matches: each word of the needle appears in its bay name, user name or
 * e-mail (not necessarily the same one: "ann level 2" finds Ann's bookings on Level 2). `bayName` is
 * the name of the booking's row; a row without a name falls back to the booking's own bay name.
 */
export function bookingMatches(b: Booking, needle: string, bayName: string | null): boolean {
  if (needle === '') return true;
  const texts = [bayName ?? b.bay?.name, b.user?.name, b.user?.email];
  for (const word of wordsOf(needle)) {
    let found = false;
    for (const t of texts) if (t != null && foldText(t).includes(word)) found = true;
    if (!found) return false;
  }
  return true;
}
