/**
 * Values of the API's JSON as the app reads them: text, identifiers, and the location, bay and person
 * objects nested in bookings and bays. Lenient: a value of the wrong type reads as null.
 */
import type { BayRef, Location, User } from '../model';

/** An object of the API's JSON, as parsed. */
export type Raw = Record<string, unknown>;

/**
 * Turns a string value as parsed into text. The identity, unless the body was parsed with its UTF-8
 * bytes still undecoded (see the API client), in which case every string read here passes through it.
 */
export type TextDecoding = (raw: string) => string;

/** The decoding of text that was decoded already. */
export const textAsIs: TextDecoding = (raw) => raw;

const NON_BLANK = /\S/;

/** Whether the value is a JSON object. */
export function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Free text: null unless the API sent a string. */
export function readText(value: unknown, decode: TextDecoding): string | null {
  return typeof value === 'string' ? decode(value) : null;
}

/** Whether the text has a character other than white space. */
function hasNonBlank(text: string): boolean {
  const first = text.charCodeAt(0);
  // Printable ASCII first, as in nearly every id: no search needed (once per booking and more).
  return (first > 32 && first < 127) || NON_BLANK.test(text);
}

/** A usable identifier: a non-blank string. */
export function readId(value: unknown, decode: TextDecoding): string | null {
  if (typeof value !== 'string') return null;
  const decoded = decode(value);
  return hasNonBlank(decoded) ? decoded : null;
}

/** A location: null without a usable id. */
export function readLocation(value: Raw, decode: TextDecoding): Location | null {
  const locationId = readId(value.id, decode);
  return locationId === null ? null : { id: locationId, name: readText(value.name, decode) };
}

/** A booking's bay, whatever of it was sent. */
export function readBayRef(value: Raw, decode: TextDecoding): BayRef {
  return {
    id: readId(value.id, decode),
    name: readText(value.name, decode),
    tag: readText(value.tag, decode),
  };
}

/** A booking's person, whatever of it was sent. */
export function readUser(value: Raw, decode: TextDecoding): User {
  return {
    id: readId(value.id, decode),
    name: readText(value.name, decode),
    email: readText(value.email, decode),
  };
}
