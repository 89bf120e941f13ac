/**
 * `bookings-viewer sites list|set|suggest|close|reopen|closures|calendars`: each site's zone,
 * working week, target utilisation, public-holiday calendar and closures, kept with the account's
 * settings, and the zones suggested for sites without one.
 */
import type { SiteChange, SiteClosure, SiteRow, SiteSettings } from '#shared/contract';
import { suggestedHolidayCalendar } from '#shared/sites/holiday-suggestion';
import { hoursText, parseDays, parseHours } from '#shared/sites/hours-text';
import { type OpeningHours, weeklyHours } from '#shared/sites/opening-hours';
import { bandText, readTargetBand, type TargetBand } from '#shared/sites/target-band';
import { parseIsoDate } from '#shared/time/civil';
import { canonicalZone, siteZoneProblem } from '#shared/time/zone-names';
import { holidayCalendarSchema, MAX_CLOSURE_DAYS, MAX_CLOSURE_REASON } from '#shared/contract';
import { connectionOptions, parseCommand, usage } from '../args';
import type { Command } from '../command';
import type { Session } from '../session';
import { type CliIo, note } from '../io';
import { resolveLocation } from '../location-choice';
import { printSiteSuggestions, SUGGEST_HELP } from '../site-suggestions';
import { writeJson } from '../stream-write';
import { withSession } from '../with-session';

const HELP = `Usage:
  bookings-viewer sites list --account LABEL
  bookings-viewer sites set --account LABEL --location NAME-or-ID [--zone AREA/CITY] [--days DAYS --hours HH:MM-HH:MM | --all-hours] [--target LOW-HIGH | --target none] [--holidays CALENDAR | --holidays none]
  bookings-viewer sites suggest (--account LABEL | --base-url URL)
  bookings-viewer sites close --account LABEL --location NAME-or-ID --from DAY [--to DAY] --reason TEXT
  bookings-viewer sites reopen --account LABEL --location NAME-or-ID --from DAY [--to DAY]
  bookings-viewer sites closures --account LABEL [--location NAME-or-ID]
  bookings-viewer sites calendars [--country CODE]

Each site (location) of a saved account has its own time zone and working week. Figures count open
time only: availability is bays × open minutes, and bookings outside opening hours are shown apart.
A site without settings uses the zone asked for and every hour of every day. A site's target is the
utilisation band its manager aims for (e.g. 60-85%); the All locations summary of insights says
whether each site is below, within or above it. A site's public holidays (its holiday calendar,
e.g. GB-ENG) and its closures (whole days with a reason) are closed days: no available time, and
their bookings count as outside opening hours. The settings are the app's own (the Sites page),
kept with the account's settings.

  list                    print every site as JSON: {locationId, name, settings: {zone, hours,
                          target, holidays} or null, target, holidays, suggestedHolidays,
                          closures, basis}; hours are seven entries, Monday first, of
                          {startMinute, endMinute} or null for a closed day; target is {low, high}
                          as ratios (0.6 for 60%) or null; holidays is the calendar or null, and
                          suggestedHolidays the one its zone suggests while it has none; closures
                          are [{from, to, reason}]
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
    --holidays CALENDAR   its public holidays: a country code with an optional region, e.g. GB-ENG,
                          DE-BY, US-NY or FR (see sites calendars); "none" removes them. Only
                          public holidays count, not bank, school or observance days
${SUGGEST_HELP}
  close                   close a site on whole days, its own local days (at most ${MAX_CLOSURE_DAYS} at once)
    --from DAY --to DAY   the first and last closed day, YYYY-MM-DD (--to absent: --from alone)
    --reason TEXT         why, e.g. Resurfacing (at most ${MAX_CLOSURE_REASON} characters)
  reopen                  remove the site's closures that overlap the days from --from to --to
                          (--to absent: --from alone), each whole, and say which
  closures                print the closures as JSON: [{locationId, name, from, to, reason}],
                          of every site or of --location's
  calendars               print the holiday calendars as JSON: [{code, country, region}];
    --country CODE        only one country's, e.g. --country DE
  -h, --help              show this help`;

/** "; closed on the public holidays of GB-ENG and on the days of 2 closures", or nothing without either. */
function closedWords(
  calendar: string | null | undefined,
  closures: readonly SiteClosure[],
): string {
  const parts = [
    ...(calendar ? [`the public holidays of ${calendar}`] : []),
    ...(closures.length === 1 ? ['the days of 1 closure'] : []),
    ...(closures.length > 1 ? [`the days of ${closures.length} closures`] : []),
  ];
  return parts.length > 0 ? `; closed on ${parts.join(' and on ')}` : '';
}

/** The basis a site's figures are counted on, in words. */
function basisOf(settings: SiteSettings | null, closures: readonly SiteClosure[] = []): string {
  const closed = closedWords(settings?.holidays, closures);
  if (!settings) return `no settings: the zone asked for, every hour of every day${closed}`;
  const hours = settings.hours ? hoursText(settings.hours) : 'every day, all day';
  return `${hours}, ${settings.zone ?? 'the zone asked for'}${closed}`;
}

/** A day option's value, refused before anything is opened unless it is YYYY-MM-DD. */
function dayOf(option: string, text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  if (!parseIsoDate(text.trim()))
    throw usage(`--${option} must be a day as YYYY-MM-DD, e.g. 2026-06-05, not "${text}".`);
  return text.trim();
}

/** `--holidays`'s calendar, null for "none"; undefined when not given (the saved one is kept). */
function holidaysOf(text: string | undefined): string | null | undefined {
  if (text === undefined) return undefined;
  if (text.trim().toLowerCase() === 'none') return null;
  const parsed = holidayCalendarSchema.safeParse(text);
  if (!parsed.success)
    throw usage(
      `--holidays: "${text}" is not a holiday calendar. Give a country code with an optional region, such as GB, GB-ENG or DE-BY ("bookings-viewer sites calendars" lists them), or none.`,
    );
  return parsed.data;
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
  holidays?: string;
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
  const holidays = holidaysOf(values.holidays);
  if (
    values.zone === undefined &&
    values.days === undefined &&
    !values['all-hours'] &&
    target === undefined &&
    holidays === undefined
  )
    throw usage(
      'Say what to set: --zone, --days with --hours, --all-hours, --target or --holidays.',
    );
  // What is not given is left out of the change, and the saved one is kept.
  return {
    ...(zone ? { zone } : {}),
    ...(hours === undefined ? {} : { hours }),
    ...(target === undefined ? {} : { target }),
    ...(holidays === undefined ? {} : { holidays }),
  };
}

/** A site as `sites list` prints it: its row, with its target, calendar, suggested calendar and basis in words. */
function listed(s: SiteRow) {
  const closures = s.closures ?? [];
  const holidays = s.settings?.holidays ?? null;
  const basis = basisOf(s.settings, closures);
  return {
    ...s,
    target: s.settings?.target ?? null,
    holidays,
    // The calendar its zone suggests, while it has none (shared/sites/holiday-suggestion.ts).
    suggestedHolidays:
      holidays === null ? suggestedHolidayCalendar(s.settings?.zone ?? null) : null,
    closures,
    basis: s.invalidZone
      ? `${basis}; the saved zone "${s.invalidZone}" is not a time zone: set it again with --zone`
      : basis,
  };
}

/** The options a subcommand takes beyond --account; any other given is refused by name. */
const TAKES: Readonly<Record<string, readonly string[]>> = {
  list: [],
  set: ['location', 'zone', 'days', 'hours', 'all-hours', 'target', 'holidays'],
  suggest: [],
  close: ['location', 'from', 'to', 'reason'],
  reopen: ['location', 'from', 'to'],
  closures: ['location'],
  calendars: ['country'],
};
const SITE_OPTIONS = [
  'location',
  'zone',
  'days',
  'hours',
  'all-hours',
  'target',
  'holidays',
  'from',
  'to',
  'reason',
  'country',
] as const;

/** Prints the holiday calendars, of one country or all; needs no account (the library is loaded here only). */
async function printCalendars(io: CliIo, country: string | undefined): Promise<number> {
  const { createHolidays } = await import('#backend/sites/holidays');
  const all = await createHolidays(null).calendars();
  const wanted = country?.trim().toUpperCase();
  const shown = wanted === undefined ? all : all.filter((c) => c.code.split('-')[0] === wanted);
  if (shown.length === 0)
    throw usage(
      `--country: no holiday calendar has the country code "${country}". Run "bookings-viewer sites calendars" for them all.`,
    );
  await writeJson(io.stdout, shown);
  return 0;
}

/** Closes a site on whole days, and says so. */
async function closeSite(
  session: Session,
  io: CliIo,
  values: { location?: string; from?: string; to?: string; reason?: string },
): Promise<number> {
  const location = await resolveLocation(session, values.location);
  const from = dayOf('from', values.from) as string;
  const to = dayOf('to', values.to) ?? from;
  const { sites } = await session.call('closeSite', {
    accountId: session.accountId,
    locationId: location.id,
    from,
    to,
    reason: values.reason ?? '',
  });
  const count = sites.find((s) => s.locationId === location.id)?.closures?.length ?? 0;
  await note(
    io,
    `${location.name ?? location.id}: closed ${from === to ? `on ${from}` : `from ${from} to ${to}`} (${values.reason?.trim()}); ${count === 1 ? '1 closure' : `${count} closures`} in all.`,
  );
  return 0;
}

/** Reopens a site on days, and says which closures that removed. */
async function reopenSite(
  session: Session,
  io: CliIo,
  values: { location?: string; from?: string; to?: string },
): Promise<number> {
  const location = await resolveLocation(session, values.location);
  const from = dayOf('from', values.from) as string;
  const to = dayOf('to', values.to) ?? from;
  const { removed } = await session.call('reopenSite', {
    accountId: session.accountId,
    locationId: location.id,
    from,
    to,
  });
  for (const c of removed)
    await note(
      io,
      `${location.name ?? location.id}: reopened ${c.from === c.to ? `on ${c.from}` : `from ${c.from} to ${c.to}`} (${c.reason}).`,
    );
  return 0;
}

/** Prints the closures of every site, or of one. */
async function printClosures(
  session: Session,
  io: CliIo,
  location: string | undefined,
): Promise<number> {
  const only = location === undefined ? null : await resolveLocation(session, location);
  const { sites } = await session.call('listSites', { accountId: session.accountId });
  await writeJson(
    io.stdout,
    sites
      .filter((s) => only === null || s.locationId === only.id)
      .flatMap((s) =>
        (s.closures ?? []).map((c) => ({ locationId: s.locationId, name: s.name, ...c })),
      ),
  );
  return 0;
}

/** Lists or sets sites' settings. */
export const sitesCommand: Command = {
  name: 'sites',
  summary:
    'List or set each site’s time zone, working week, target utilisation, public holidays and closures',
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
      holidays: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      reason: { type: 'string' },
      country: { type: 'string' },
    });
    const [sub, ...rest] = positionals;
    if (rest.length > 0) throw usage(`Unexpected argument "${rest[0]}".`);
    const takes = sub === undefined ? undefined : TAKES[sub];
    if (takes) {
      const stray = SITE_OPTIONS.find((o) => values[o] !== undefined && !takes.includes(o));
      if (stray)
        throw usage(
          sub === 'suggest'
            ? `sites suggest sets nothing: leave out --${stray}.`
            : `sites ${sub} does not take --${stray}. Run "bookings-viewer sites --help".`,
        );
    }
    if (sub === 'suggest')
      return withSession(values, io, 'sites', (session) => printSiteSuggestions(session, io));
    if (sub === 'calendars') return printCalendars(io, values.country);
    if (values.account === undefined)
      throw usage('Say which company with --account LABEL (sites are kept with a saved account).');
    if (values['base-url'] !== undefined)
      throw usage('Sites are kept with a saved account: use --account LABEL, not --base-url.');
    switch (sub) {
      case 'list':
        return withSession(values, io, 'sites', async (session) => {
          const { sites } = await session.call('listSites', { accountId: session.accountId });
          await writeJson(io.stdout, sites.map(listed));
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
          const site = sites.find((s) => s.locationId === location.id);
          const saved = site?.settings ?? null;
          await note(
            io,
            `${location.name ?? location.id}: ${basisOf(saved, site?.closures)}; ${targetWords(saved?.target)}.`,
          );
          return 0;
        });
      }
      case 'close': {
        if (values.location === undefined) throw usage('Give the site with --location NAME-or-ID.');
        if (values.from === undefined)
          throw usage('Give the first closed day with --from YYYY-MM-DD (and the last with --to).');
        if (values.reason === undefined)
          throw usage('Say why the site is closed with --reason TEXT, e.g. --reason Resurfacing.');
        dayOf('from', values.from);
        dayOf('to', values.to);
        return withSession(values, io, 'sites', (session) => closeSite(session, io, values));
      }
      case 'reopen': {
        if (values.location === undefined) throw usage('Give the site with --location NAME-or-ID.');
        if (values.from === undefined)
          throw usage(
            'Give the first day to reopen with --from YYYY-MM-DD (and the last with --to).',
          );
        dayOf('from', values.from);
        dayOf('to', values.to);
        return withSession(values, io, 'sites', (session) => reopenSite(session, io, values));
      }
      case 'closures':
        return withSession(values, io, 'sites', (session) =>
          printClosures(session, io, values.location),
        );
      case undefined:
        throw usage(
          'Say what to do: sites list, set, suggest, close, reopen, closures or calendars.',
        );
      default:
        throw usage(
          `Unknown sites command "${sub}". Use list, set, suggest, close, reopen, closures or calendars.`,
        );
    }
  },
};
