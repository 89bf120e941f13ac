/**
 * What the user narrowed the bookings to: bay tags and a free-text search over bay name, user name and
 * e-mail. The same meaning as the export's filter, so an export of "what is shown" matches the screen.
 */
import type { Booking } from '../model';

/** Tags to keep (null keeps all; '' stands for bays without a tag) and a search text. */
export interface BookingFilter {
  readonly tags: readonly string[] | null;
  readonly search: string;
}

/** Lower-cased, trimmed search text; '' matches everything. */
export function normaliseSearch(text: string): string {
  return text.trim().toLocaleLowerCase();
}

/** True when a bay's tag passes the tag filter. */
export function tagPasses(tags: readonly string[] | null, tag: string | null): boolean {
  if (tags === null) return true;
  return tags.includes(tag ?? '');
}

/** True when the text contains the (normalised) needle. */
export function textMatches(text: string | null | undefined, needle: string): boolean {
  return needle === '' || (text != null && text.toLocaleLowerCase().includes(needle));
}

/** True when a booking matches the search by its bay name, user name or e-mail. */
export function bookingMatches(b: Booking, needle: string, bayName: string | null): boolean {
  if (needle === '') return true;
  return (
    textMatches(bayName ?? b.bay?.name, needle) ||
    textMatches(b.user?.name, needle) ||
    textMatches(b.user?.email, needle)
  );
}
