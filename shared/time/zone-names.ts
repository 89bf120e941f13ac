/**
 * A site's zone is the IANA name of its place: any letter case and old names are taken and the
 * modern canonical name kept (Asia/Calcutta → Asia/Kolkata); bare offsets, UTC and abbreviations are
 * refused, since a place's clock changes for summer and an offset does not. Pure.
 */
import { CLOCK_ABBREVIATIONS, OFFSET_PLACES, ZONE_ALIASES } from './zone-aliases';
import { nearestZoneNames } from './zone-nearest';
import { isValidTimeZone } from './zone';

/** Longer text is no zone name (the longest are about 30 characters). */
const MAX_ZONE_LENGTH = 100;
/** Zone-name characters: anything else is not worth asking the runtime about. */
const ZONE_CHARACTERS = /^[A-Za-z0-9_+\-/]+$/;
const UTC_NAMES = /^(etc\/)?(utc|uct|gmt|gmt0|gmt[+-]0|zulu|universal|greenwich|z)$/i;
const OFFSET = /^(?:utc|gmt|z)?\s*([+\-−])\s*(\d{1,2})(?::?([0-5]\d))?$/i;
const ETC_OFFSET = /^etc\/gmt([+-])(\d{1,2})$/i;
const FOLLOWS = 'a site’s clock follows its place (summer time included).';

/** A name taken: its canonical name, and the name the runtime lists (kept if it lacks the new one). */
interface Entry {
  readonly canonical: string;
  readonly listed: string | null;
}

let entries: ReadonlyMap<string, Entry> | null = null;

/** Every name taken, lower case: the runtime's list (old names mapped on), the aliases and their targets. */
function names(): ReadonlyMap<string, Entry> {
  if (entries) return entries;
  const map = new Map<string, Entry>();
  const listed =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  for (const name of listed) {
    if (!name.includes('/') || name.startsWith('Etc/')) continue;
    map.set(name.toLowerCase(), { canonical: ZONE_ALIASES[name] ?? name, listed: name });
  }
  for (const [alias, canonical] of Object.entries(ZONE_ALIASES)) {
    const known = map.get(canonical.toLowerCase())?.listed ?? map.get(alias.toLowerCase())?.listed;
    const entry = { canonical, listed: known ?? null };
    if (!map.has(alias.toLowerCase())) map.set(alias.toLowerCase(), entry);
    if (!map.has(canonical.toLowerCase())) map.set(canonical.toLowerCase(), entry);
  }
  entries = map;
  return map;
}

let canonicalNames: ReadonlyMap<string, string> | null = null;

/** Each name taken, lower case, with its canonical name: what a typo is matched against. */
function canonicalByName(): ReadonlyMap<string, string> {
  canonicalNames ??= new Map([...names()].map(([name, entry]) => [name, entry.canonical]));
  return canonicalNames;
}

/** The canonical name where the runtime knows it, else the name it lists; null if neither. */
function usable(entry: Entry | undefined): string | null {
  if (!entry) return null;
  if (entry.canonical === entry.listed || isValidTimeZone(entry.canonical)) return entry.canonical;
  return entry.listed;
}

/** A link the table lacks ("US/Pacific-New"), read through the name the runtime resolves it to. */
function resolvedEntry(typed: string): Entry | undefined {
  if (!ZONE_CHARACTERS.test(typed)) return undefined;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: typed }).resolvedOptions()
      .timeZone;
    return names().get(resolved.toLowerCase());
  } catch {
    return undefined;
  }
}

/** The canonical IANA name of a place's zone, in any letter case or an old name; null for offsets, UTC and unknowns. */
export function canonicalZone(text: string): string | null {
  const typed = text.trim();
  if (typed === '' || typed.length > MAX_ZONE_LENGTH) return null;
  const key = typed.toLowerCase();
  if (CLOCK_ABBREVIATIONS.has(key) || UTC_NAMES.test(typed)) return null;
  return usable(names().get(key) ?? resolvedEntry(typed));
}

/** "A", "A or B", "A, B or C". */
function either(zones: readonly string[]): string {
  if (zones.length <= 1) return zones[0] ?? 'Europe/London';
  return `${zones.slice(0, -1).join(', ')} or ${zones[zones.length - 1]}`;
}

/** The text as said back: control and invisible characters shown as "?", cut at 40 characters. */
function shown(typed: string): string {
  const safe = typed.replace(/[\p{Cc}\p{Cf}]/gu, '?');
  return `"${safe.length > 40 ? `${safe.slice(0, 40)}…` : safe}"`;
}

/** Minutes east of UTC that the text writes (+05:30, UTC+1, GMT-3, Etc/GMT+5), or null. */
function offsetOf(typed: string): { readonly minutes: number; readonly etc: boolean } | null {
  const etc = ETC_OFFSET.exec(typed);
  if (etc) return { minutes: (etc[1] === '+' ? -60 : 60) * Number(etc[2]), etc: true };
  const plain = OFFSET.exec(typed);
  if (!plain) return null;
  const minutes = Number(plain[2]) * 60 + Number(plain[3] ?? 0);
  return { minutes: plain[1] === '+' ? minutes : -minutes, etc: false };
}

/** "UTC−05:00". */
function utcText(minutes: number): string {
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `UTC${minutes < 0 ? '−' : '+'}${hh}:${mm}`;
}

function offsetProblem(typed: string, offset: { readonly minutes: number; readonly etc: boolean }) {
  if (offset.minutes < -720 || offset.minutes > 840)
    return `${shown(typed)} is not an offset any place keeps: offsets run from −12:00 to +14:00. A site’s zone is the IANA name of its place, such as Europe/London.`;
  const what = offset.etc
    ? `a fixed offset (${utcText(offset.minutes)}: these names reverse the sign)`
    : 'an offset';
  const places = OFFSET_PLACES.get(offset.minutes);
  const use = places
    ? `Use an IANA name such as ${either(places)}.`
    : 'Use the IANA name of the site’s place, such as Europe/London.';
  return `${shown(typed)} is ${what}, not a place’s zone: ${FOLLOWS} ${use}`;
}

/**
 * Null when canonicalZone takes the text; else a sentence that says what was typed and the nearest
 * zone or zones to use instead.
 */
export function siteZoneProblem(text: string): string | null {
  if (canonicalZone(text) !== null) return null;
  const typed = text.trim();
  if (typed === '')
    return 'Give the site’s zone: the IANA name of its place, such as Europe/London.';
  if (typed.length > MAX_ZONE_LENGTH)
    return `The zone given is ${typed.length} characters long: give the IANA name of the site’s place, such as Europe/London.`;
  if (UTC_NAMES.test(typed))
    return `${shown(typed)} is not a place’s zone: ${FOLLOWS} UTC has no summer time. Use an IANA name such as Europe/London (UTC in winter, UTC+01:00 in summer) or Atlantic/Reykjavik (UTC all year).`;
  const offset = offsetOf(typed);
  if (offset) return offsetProblem(typed, offset);
  const abbreviated = CLOCK_ABBREVIATIONS.get(typed.toLowerCase());
  if (abbreviated)
    return `${shown(typed)} is an abbreviation, not a place’s zone: ${FOLLOWS} Use an IANA name such as ${either(abbreviated)}.`;
  const near = nearestZoneNames(typed, canonicalByName()).map(
    (zone) => usable(names().get(zone.toLowerCase())) ?? zone,
  );
  if (near.length > 0) return `${shown(typed)} is not a time zone. Did you mean ${either(near)}?`;
  return `${shown(typed)} is not a time zone: give the IANA name of the site’s place, Area/City, such as Europe/London.`;
}
