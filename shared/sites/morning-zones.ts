/**
 * The zones a site's booking starts are tried against: the account's own first, then one major city
 * for each way a clock is set (offset and daylight saving) around the world. Pure.
 */
import { isValidTimeZone } from '../time/zone';
import { listedZones } from './zone-from-name';

/**
 * One zone per clock, east to west; each entry's spellings newest first, for runtimes that list the
 * older name. Where two cities keep the same clock, the first is the one named. None is a day from
 * another (Kiritimati is Honolulu's time of day): starts say the time of day, never the date.
 */
const REPRESENTATIVES: readonly (readonly string[])[] = [
  ['Pacific/Tongatapu'],
  ['Pacific/Auckland'],
  ['Pacific/Fiji'],
  ['Pacific/Noumea'],
  ['Australia/Sydney'],
  ['Australia/Brisbane'],
  ['Australia/Adelaide'],
  ['Australia/Darwin'],
  ['Asia/Tokyo'],
  ['Asia/Shanghai'],
  ['Asia/Bangkok'],
  ['Asia/Yangon', 'Asia/Rangoon'],
  ['Asia/Dhaka'],
  ['Asia/Kolkata', 'Asia/Calcutta'],
  ['Asia/Karachi'],
  ['Asia/Kabul'],
  ['Asia/Dubai'],
  ['Asia/Tehran'],
  ['Europe/Moscow'],
  ['Europe/Athens'],
  ['Africa/Johannesburg'],
  ['Africa/Cairo'],
  ['Europe/Paris'],
  ['Africa/Lagos'],
  ['Europe/London'],
  ['Atlantic/Reykjavik'],
  ['Atlantic/Azores'],
  ['Atlantic/Cape_Verde'],
  ['America/Noronha'],
  ['America/Sao_Paulo'],
  ['America/St_Johns'],
  ['America/Halifax'],
  ['America/Santiago'],
  ['America/Caracas'],
  ['America/New_York'],
  ['America/Bogota'],
  ['America/Chicago'],
  ['America/Mexico_City'],
  ['America/Denver'],
  ['America/Phoenix'],
  ['America/Los_Angeles'],
  ['America/Anchorage'],
  ['Pacific/Marquesas'],
  ['Pacific/Honolulu'],
];

let representatives: readonly string[] | null = null;

/** The account's zone (when it has one), then the representatives this runtime knows. */
export function morningZones(accountZone: string | null): readonly string[] {
  if (!representatives) {
    const listed = new Set(listedZones());
    representatives = REPRESENTATIVES.flatMap((spellings) => {
      const zone = spellings.find((z) => listed.has(z)) ?? spellings.find(isValidTimeZone);
      return zone ? [zone] : [];
    });
  }
  const own = accountZone && isValidTimeZone(accountZone) ? [accountZone] : [];
  return [...own, ...representatives.filter((z) => z !== accountZone)];
}
