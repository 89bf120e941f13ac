/**
 * `sites suggest`: the zone suggested for each site without one, as the Sites page shows it, with
 * how sure it is. Nothing is saved: the manager sets a zone with `sites set --zone`.
 */
import type { SiteZoneSuggestion } from '#shared/contract';
import { pad2 } from '#shared/time/civil';
import { type CliIo, note } from './io';
import type { Session } from './session';
import { writeJson } from './stream-write';

/** The help lines of `sites suggest`. */
export const SUGGEST_HELP = `  suggest                 print a zone suggested for each site without one, as JSON: {locationId,
                          name, zone, reason ("name" or "booking-starts"), typicalStartHour,
                          confidence ("high", "medium" or "low"), why}; nothing is saved`;

/** "from its name", "bookings mostly start at 07:00 there". */
function why(suggestion: SiteZoneSuggestion): string {
  if (suggestion.reason === 'name' || suggestion.typicalStartHour === null) return 'from its name';
  return `bookings mostly start at ${pad2(suggestion.typicalStartHour)}:00 there`;
}

/** Prints the suggestions on stdout, and on stderr how to use them. */
export async function printSiteSuggestions(session: Session, io: CliIo): Promise<number> {
  const [{ suggestions }, { items }] = await Promise.all([
    session.call('suggestSiteZones', { accountId: session.accountId }),
    session.call('listLocations', { accountId: session.accountId }),
  ]);
  const names = new Map(items.map((l) => [l.id, l.name]));
  await writeJson(
    io.stdout,
    suggestions.map((s) => ({ name: names.get(s.locationId) ?? null, ...s, why: why(s) })),
  );
  const low = suggestions.filter((s) => s.confidence === 'low').length;
  await note(
    io,
    `${suggestions.length} zone(s) suggested; none is saved until you set it with sites set --zone.` +
      (low > 0 ? ` ${low} of them low in confidence: check those first.` : ''),
  );
  return 0;
}
