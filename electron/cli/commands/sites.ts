/**
 * `bookings-viewer sites list|set|suggest`: each site's zone, working week and target utilisation,
 * kept with the account's settings, and the zones suggested for sites without one.
 */
import type { SiteChange, SiteSettings } from '#shared/contract';
import { hoursText, parseDays, parseHours } from '#shared/sites/hours-text';
import { type OpeningHours, weeklyHours } from '#shared/sites/opening-hours';
import { bandText, readTargetBand, type TargetBand } from '#shared/sites/target-band';
import { canonicalZone, siteZoneProblem } from '#shared/time/zone-names';
import { connectionOptions, parseCommand, usage } from '../args';
import type { Command } from '../command';
import { type CliIo, note } from '../io';
import { resolveLocation } from '../location-choice';
import { printSiteSuggestions, SUGGEST_HELP } from '../site-suggestions';
import { writeJson } from '../stream-write';
import { withSession } from '../with-session';

const HELP = `Usage:
  bookings-viewer sites list --account LABEL
  bookings-viewer sites set --account LABEL --location NAME-or-ID [--zone AREA/CITY] [--days DAYS --hours HH:MM-HH:MM | --all-hours] [--target LOW-HIGH | --target none]
  bookings-viewer sites suggest (--account LABEL | --base-url URL)

Each site (location) of a saved account has its own time zone and working week. Figures count open
time only: availability is bays × open minutes, and bookings outside opening hours are shown apart.
A site without settings uses the zone asked for and every hour of every day. A site's target is the
utilisation band its manager aims for (e.g. 60-85%); the All locations summary of insights says
whether each site is below, within or above it. The settings are the app's own (the Sites page),
kept with the account's settings.

  list                    print every site as JSON: {locationId, name, settings: {zone, hours} or null,
                          target, basis}; hours are seven entries, Monday first, of {startMinute,
                          endMinute} or null for a closed day; target is {low, high} as ratios
                          (0.6 for 60%) or null
  set                     set one site's settings (what is not given is kept)
    --account LABEL       the saved account (label or id; "demo" is the built-in demo company)
    --location NAME-or-ID the site
    --zone AREA/CITY      the IANA zone of its place, e.g. Australia/Sydney (any letter case;
                          an old name such as Asia/Calcutta is saved as today's, Asia/Kolkata);
                          not an offset or UTC, which have no summer time
    --days DAYS           its working days: mon-fri, mon-sat, sat,sun, all … (needs --hours)
    --hours HH:MM-HH:MM   its opening hours on those days, e.g. 08:00-18:00 (needs --days)
    --all-hours           open every hour of every day
    --target LOW-HIGH     the utilisation band aimed for, in percent, e.g. 60-85; "none" removes it
${SUGGEST_HELP}
  -h, --help              show this help`;

/** The basis a site's figures are counted on, in words. */
function basisOf(settings: SiteSettings | null): string {
  if (!settings) return 'no settings: the zone asked for, every hour of every day';
  const hours = settings.hours ? hoursText(settings.hours) : 'every day, all day';
  return `${hours}, ${settings.zone ?? 'the zone asked for'}`;
}

/** "target 60–85%" or "no target". */
function targetWords(target: TargetBand | null | undefined): string {
  return target ? `target ${bandText(target)}` : 'no target';
}

/** `--target`'s band, null for "none"; undefined when not given (the saved one is kept). */
function targetOf(text: string | undefined): TargetBand | null | undefined {
  if (text === undefined) return undefined;
  if (text.trim().toLowerCase() === 'none') return null;
  const read = readTargetBand(text);
  if ('problem' in read) throw usage(`--target: ${read.problem} Or --target none to remove it.`);
  return read.band;
}

/** The change `set` asks for: only what was given, so a change made at the same time by another command stays. */
function changedSettings(values: {
  zone?: string;
  days?: string;
  hours?: string;
  'all-hours'?: boolean;
  target?: string;
}): Omit<SiteChange, 'locationId'> {
  // Saved as the canonical name: `europe/LONDON` and `Asia/Calcutta` are Europe/London and Asia/Kolkata.
  const zone = values.zone === undefined ? undefined : canonicalZone(values.zone);
  if (values.zone !== undefined && !zone) throw usage(`--zone: ${siteZoneProblem(values.zone)}`);
  if (values['all-hours'] && (values.days !== undefined || values.hours !== undefined))
    throw usage('Use either --all-hours or --days with --hours, not both.');
  if ((values.days === undefined) !== (values.hours === undefined))
    throw usage('--days and --hours go together, e.g. --days mon-fri --hours 08:00-18:00.');
  let hours: OpeningHours | null | undefined;
  if (values['all-hours']) hours = null;
  if (values.days !== undefined && values.hours !== undefined) {
    const days = parseDays(values.days);
    if (!days || days.length === 0)
      throw usage(`--days must be like mon-fri, sat,sun or all, not "${values.days}".`);
    const span = parseHours(values.hours);
    if (!span)
      throw usage(
        `--hours must be like 08:00-18:00, ending after it starts, not "${values.hours}".`,
      );
    hours = weeklyHours(days, span);
  }
  const target = targetOf(values.target);
  if (
    values.zone === undefined &&
    values.days === undefined &&
    !values['all-hours'] &&
    target === undefined
  )
    throw usage('Say what to set: --zone, --days with --hours, --all-hours, or --target.');
  // What is not given is left out of the change, and the saved one is kept.
  return {
    ...(zone ? { zone } : {}),
    ...(hours === undefined ? {} : { hours }),
    ...(target === undefined ? {} : { target }),
  };
}

/** Lists or sets sites' settings. */
export const sitesCommand: Command = {
  name: 'sites',
  summary: 'List or set each site’s time zone, working week and target utilisation',
  help: HELP,
  async run(args: readonly string[], io: CliIo) {
    const { values, positionals } = parseCommand('sites', args, {
      ...connectionOptions,
      location: { type: 'string' },
      zone: { type: 'string' },
      days: { type: 'string' },
      hours: { type: 'string' },
      'all-hours': { type: 'boolean' },
      target: { type: 'string' },
    });
    const [sub, ...rest] = positionals;
    if (rest.length > 0) throw usage(`Unexpected argument "${rest[0]}".`);
    if (sub === 'suggest') {
      const setting = (['location', 'zone', 'days', 'hours', 'all-hours', 'target'] as const).find(
        (option) => values[option] !== undefined,
      );
      if (setting) throw usage(`sites suggest sets nothing: leave out --${setting}.`);
      return withSession(values, io, 'sites', (session) => printSiteSuggestions(session, io));
    }
    if (values.account === undefined)
      throw usage('Say which company with --account LABEL (sites are kept with a saved account).');
    if (values['base-url'] !== undefined)
      throw usage('Sites are kept with a saved account: use --account LABEL, not --base-url.');
    switch (sub) {
      case 'list':
        return withSession(values, io, 'sites', async (session) => {
          const { sites } = await session.call('listSites', { accountId: session.accountId });
          await writeJson(
            io.stdout,
            sites.map((s) => ({
              ...s,
              target: s.settings?.target ?? null,
              basis: s.invalidZone
                ? `${basisOf(s.settings)}; the saved zone "${s.invalidZone}" is not a time zone: set it again with --zone`
                : basisOf(s.settings),
            })),
          );
          return 0;
        });
      case 'set': {
        if (values.location === undefined) throw usage('Give the site with --location NAME-or-ID.');
        const change = changedSettings(values); // refused before anything is opened
        return withSession(values, io, 'sites', async (session) => {
          const location = await resolveLocation(session, values.location);
          const { sites } = await session.call('updateSites', {
            accountId: session.accountId,
            sites: [{ locationId: location.id, ...change }],
          });
          const saved = sites.find((s) => s.locationId === location.id)?.settings ?? null;
          await note(
            io,
            `${location.name ?? location.id}: ${basisOf(saved)}; ${targetWords(saved?.target)}.`,
          );
          return 0;
        });
      }
      case undefined:
        throw usage('Say what to do: sites list, sites set or sites suggest.');
      default:
        throw usage(`Unknown sites command "${sub}". Use list, set or suggest.`);
    }
  },
};
