import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { systemTimeZone } from '#shared/time/zone';
import { formatZoneOffset } from '#shared/view/format';

/** Every IANA zone the runtime knows, plus UTC, sorted. */
export function allTimeZones(): readonly string[] {
  const supported =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const set = new Set<string>(supported);
  set.add('UTC');
  return [...set].sort((a, b) => (a === 'UTC' ? -1 : b === 'UTC' ? 1 : a.localeCompare(b)));
}

/** One "Europe/Berlin (UTC+01:00)" option, with its offset at `atMs`. */
export function zoneOption(zone: string, atMs: number): { value: string; label: string } {
  return { value: zone, label: `${zone.replaceAll('_', ' ')} (${formatZoneOffset(zone, atMs)})` };
}

/** The "System (Europe/Berlin)" choice, which keeps following this computer's zone. */
export function systemZoneLabel(i18n: I18n): string {
  const zone = systemTimeZone().replaceAll('_', ' ');
  return i18n._(msg`System (${zone})`);
}

/** The timezone picker's width (a Select loaded after the first screen, and its stand-in). */
export const TIMEZONE_PICKER_WIDTH = 262;

/** "Site time" in the timezone picker: each site on its own clock, where its settings give a zone. */
export interface SiteTimeOption {
  /** Site time is what the page is shown in: the picker shows it. */
  readonly shown: boolean;
  /** Site time would change something here (the site has a zone; on All locations, some site has). */
  readonly available: boolean;
  /** The current site's zone; null on All locations (each site's own). */
  readonly zone: string | null;
  readonly onChoose: () => void;
}

/** "Site time (Europe/London)", "Site time (each site’s zone)", or why it changes nothing here. */
export function siteTimeLabel(i18n: I18n, option: SiteTimeOption): string {
  if (!option.available) return i18n._(msg`Site time (no zone set for this site)`);
  if (!option.zone) return i18n._(msg`Site time (per site)`);
  const zone = option.zone.replaceAll('_', ' ');
  return i18n._(msg`Site time (${zone})`);
}
