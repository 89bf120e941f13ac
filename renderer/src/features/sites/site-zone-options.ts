/** The zones the Sites page offers for a site, as the contract saves them. Pure. */
import { placeZones } from '../timezone/zone-options';
import { zoneOption } from '../timezone/zones';

/**
 * Each place's canonical IANA name once, with its offset at `atMs`: no UTC, and Asia/Kolkata, not
 * the Asia/Calcutta some runtimes list.
 */
export function siteZoneOptions(atMs: number): { value: string; label: string }[] {
  return placeZones().map((zone) => zoneOption(zone, atMs));
}
