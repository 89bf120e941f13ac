/**
 * The free-text search: case-insensitive containment over a bay's name, the user's name and e-mail.
 * Also what the locations and bays lists search by.
 */
import type { Booking } from '../model';

/** Lower-cased, trimmed search text; '' (also for null) matches everything. */
export function normaliseSearch(text: string | null): string {
  return (text ?? '').trim().toLocaleLowerCase();
}

/** True when the text contains the (normalised) needle. */
export function textMatches(text: string | null | undefined, needle: string): boolean {
  return needle === '' || (text != null && text.toLocaleLowerCase().includes(needle));
}

/**
 * True when a booking matches by its bay name, user name or e-mail. `bayName` is the name of the
 * booking's row; a row without a name falls back to the booking's own bay name.
 */
export function bookingMatches(b: Booking, needle: string, bayName: string | null): boolean {
  if (needle === '') return true;
  return (
    textMatches(bayName ?? b.bay?.name, needle) ||
    textMatches(b.user?.name, needle) ||
    textMatches(b.user?.email, needle)
  );
}
