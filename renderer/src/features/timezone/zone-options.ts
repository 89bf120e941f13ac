/**
 * The zones the pickers offer, by canonical name only. Apart from zones.ts: the old-name table it
 * reads loads with the pickers, not with the first screen. Pure.
 */
import { canonicalZone } from '#shared/time/zone-names';
import { allTimeZones, zoneOption } from './zones';

let places: readonly string[] | null = null;

/** Each place's canonical IANA zone once, sorted: Asia/Kolkata, not the Asia/Calcutta some runtimes list; no UTC. */
export function placeZones(): readonly string[] {
  places ??= [...new Set(allTimeZones().flatMap((zone) => canonicalZone(zone) ?? []))].sort(
    (a, b) => a.localeCompare(b),
  );
  return places;
}

/** A zone as a picker shows and saves it: its canonical name (Asia/Calcutta → Asia/Kolkata), else as given (UTC). */
export function shownZone(zone: string): string {
  return canonicalZone(zone) ?? zone;
}

/**
 * The header's zones, with their offsets at `atMs`: UTC, which a view may be shown in, then each
 * place's canonical zone.
 */
export function viewingZoneOptions(atMs: number): { value: string; label: string }[] {
  return ['UTC', ...placeZones()].map((zone) => zoneOption(zone, atMs));
}
