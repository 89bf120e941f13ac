/**
 * The zones a site's booking starts are tried against: the account's own first, then one major city
 * for each way a clock is set (offset and daylight saving) around the world, the commoner clocks
 * before the rarer, so that of clocks the starts cannot tell apart the commoner is named. Pure.
 */
import { canonicalZone } from '../time/zone-names';

/** How common a clock is for a company's site: 2 the big business clocks, 1 regional, 0 the rest. */
type Commonness = 0 | 1 | 2;

/**
 * One zone per clock, east to west, with how common it is. Where two cities keep the same clock,
 * the first is the one named. None is a day from another (Kiritimati is Honolulu's time of day):
 * starts say the time of day, never the date.
 */
const REPRESENTATIVES: readonly (readonly [string, Commonness])[] = [
  ['Pacific/Tongatapu', 0],
  ['Pacific/Auckland', 1],
  ['Pacific/Fiji', 0],
  ['Pacific/Noumea', 0],
  ['Australia/Sydney', 2],
  ['Australia/Brisbane', 1],
  ['Australia/Adelaide', 1],
  ['Australia/Darwin', 0],
  ['Asia/Tokyo', 2],
  ['Asia/Shanghai', 2],
  ['Asia/Bangkok', 1],
  ['Asia/Yangon', 0],
  ['Asia/Dhaka', 1],
  ['Asia/Kolkata', 2],
  ['Asia/Karachi', 1],
  ['Asia/Kabul', 0],
  ['Asia/Dubai', 2],
  ['Asia/Tehran', 1],
  ['Europe/Moscow', 1],
  ['Europe/Athens', 1],
  ['Africa/Johannesburg', 1],
  ['Africa/Cairo', 1],
  ['Europe/Paris', 2],
  ['Africa/Lagos', 1],
  ['Europe/London', 2],
  ['Atlantic/Reykjavik', 0],
  ['Atlantic/Azores', 0],
  ['Atlantic/Cape_Verde', 0],
  ['America/Noronha', 0],
  ['America/Sao_Paulo', 2],
  ['America/St_Johns', 0],
  ['America/Halifax', 1],
  ['America/Santiago', 1],
  ['America/Caracas', 1],
  ['America/New_York', 2],
  ['America/Bogota', 1],
  ['America/Chicago', 2],
  ['America/Mexico_City', 2],
  ['America/Denver', 1],
  ['America/Phoenix', 1],
  ['America/Los_Angeles', 2],
  ['America/Anchorage', 0],
  ['Pacific/Marquesas', 0],
  ['Pacific/Honolulu', 0],
];

let representatives: readonly string[] | null = null;

/** The account's zone (when it is a place's), then the representatives, commonest first. */
export function morningZones(accountZone: string | null): readonly string[] {
  representatives ??= [...REPRESENTATIVES]
    .sort((a, b) => b[1] - a[1])
    .flatMap(([zone]) => {
      const canonical = canonicalZone(zone);
      return canonical ? [canonical] : [];
    });
  const own = accountZone === null ? null : canonicalZone(accountZone);
  return own ? [own, ...representatives.filter((z) => z !== own)] : representatives;
}
