/** The zones the Sites page offers for a site, as the contract saves them. Pure. */
import { canonicalZone } from '#shared/time/zone-names';
import { allTimeZones, zoneOption } from '../timezone/zones';

/**
 * Each place's canonical IANA name once, with its offset at `atMs`: no UTC, and Asia/Kolkata, not
 * the Asia/Calcutta some runtimes list.
 */
export function siteZoneOptions(atMs: number): { value: string; label: string }[] {
  const zones = new Set(allTimeZones().flatMap((zone) => canonicalZone(zone) ?? []));
  return [...zones].sort((a, b) => a.localeCompare(b)).map((zone) => zoneOption(zone, atMs));
}
