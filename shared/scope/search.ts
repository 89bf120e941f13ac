/**
 * The free-text search over a bay's name, the user's name and e-mail; also what the locations and
 * bays lists search by. It forgives what people do not type: case, accents ("Zurich" finds
 * "Zürich"), punctuation and spacing ("Level 1 04" finds "Level 1 · 04"), and the order of words.
 * Every word of the search must appear somewhere in the text (for a booking: in any of its texts).
 */
import type { Booking } from '../model';

const MARKS = /\p{M}+/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/** Texts folded so far: names repeat across bookings, and folding is the search's cost. */
const folded = new Map<string, string>();
const MAX_FOLDED = 20_000;

/** Lower case, without accents, every run of punctuation or space one space: "level 1 04". */
export function foldText(text: string): string {
  let f = folded.get(text);
  if (f === undefined) {
    f = ` ${text.normalize('NFD').replace(MARKS, '').toLocaleLowerCase().replace(NOT_WORD, ' ').trim()} `;
    if (folded.size >= MAX_FOLDED) folded.clear();
    folded.set(text, f);
  }
  return f;
}

/** The search as its folded words joined by one space; '' (also for null) matches everything. */
export function normaliseSearch(text: string | null): string {
  return foldText(text ?? '').trim();
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
