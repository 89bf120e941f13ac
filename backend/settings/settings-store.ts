/**
 * Per-account settings (zone, last location, hours of the day, Hide names and its pseudonym key),
 * the app-wide theme, clock and week start, and each site's settings and closures: read from the
 * store on every call, changed column by column (a closure at a time), so what another process saved
 * is never overwritten.
 */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  clockSchema,
  holidayCalendarSchema,
  openingHoursSchema,
  targetBandSchema,
  themeSchema,
  timeOfDaySchema,
  weekStartSchema,
  type Clock,
  type Settings,
  type SiteChange,
  type SiteClosure,
  type SiteSettings,
  type Theme,
  type WeekStartSetting,
} from '#shared/contract';
import { AppFailure } from '#shared/result';
import type { TimeOfDay } from '#shared/scope/booking-filter';
import { parseIsoDate } from '#shared/time/civil';
import { isValidTimeZone } from '#shared/time/zone';
import type { Row, Sql, Store } from '../store/store';
import { hiddenNamesOf } from './hidden-names-setting';

/** A partial change to one account's settings (and the global theme, clock and week start). */
export interface SettingsPatch {
  readonly zone?: string | null;
  readonly lastLocationId?: string | null;
  readonly timeOfDay?: TimeOfDay | null;
  readonly theme?: Theme;
  readonly clock?: Clock;
  readonly weekStart?: WeekStartSetting;
  readonly hideNames?: boolean;
}

/** A site's settings as saved; `invalidZone` is a saved zone this runtime does not know (its figures use the account's zone). */
export interface SavedSite extends SiteSettings {
  readonly invalidZone?: string;
}

/** The most closures one site keeps: years of them, and a bound on what a request reads. */
export const MAX_CLOSURES_PER_SITE = 500;

/** What closing a site came to: saved, or refused for a saved closure it overlaps, or for too many. */
export type CloseOutcome =
  | { readonly kind: 'saved' }
  | { readonly kind: 'overlaps'; readonly closure: SiteClosure }
  | { readonly kind: 'full' };

/** The settings in the store. */
export interface SettingsStore {
  get(accountId: string): Promise<Settings>;
  update(accountId: string, patch: SettingsPatch): Promise<Settings>;
  /**
   * The account's pseudonym key while its names are hidden (made once, in a transaction, the first
   * time it is needed), or null while they are shown. Read per request: the setting may change at
   * any time, in any process. Never fails open: where the setting cannot be read, a key is given.
   */
  nameSalt(accountId: string): Promise<string | null>;
  /** Forgets an account's settings and sites (when the account is removed). */
  forget(accountId: string): Promise<void>;
  /** Each site's settings, by location id; a site without settings is absent. */
  sites(accountId: string): Promise<ReadonlyMap<string, SavedSite>>;
  /** Changes several sites at once; what a change leaves out, and the account's other sites, stay as saved. */
  updateSites(
    accountId: string,
    sites: readonly SiteChange[],
    /** What a site with no saved row starts from, for what its change leaves out (none: nothing). */
    startFrom?: (locationId: string) => SiteSettings | undefined,
  ): Promise<ReadonlyMap<string, SavedSite>>;
  /** Each site's closures, by location id, each list by first day; a site without any is absent. */
  closures(accountId: string): Promise<ReadonlyMap<string, readonly SiteClosure[]>>;
  /** Adds a closure to a site, unless it overlaps one saved (or the site has MAX_CLOSURES_PER_SITE). */
  closeSite(accountId: string, locationId: string, closure: SiteClosure): Promise<CloseOutcome>;
  /** Removes the site's closures that overlap the days from `from` to `to`, whole; the ones removed. */
  reopenSite(
    accountId: string,
    locationId: string,
    from: string,
    to: string,
  ): Promise<readonly SiteClosure[]>;
}

const json = <T>(schema: z.ZodType<T>, value: unknown): T | null => {
  if (typeof value !== 'string') return null;
  try {
    const parsed = schema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const zoneOf = (value: unknown): string | null => {
  const zone = text(value);
  return zone !== null && isValidTimeZone(zone) ? zone : null;
};
const calendarOf = (value: unknown): string | null => {
  const parsed = holidayCalendarSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const ACCOUNT = 'SELECT * FROM account_settings WHERE account_id = ?';
const APP = 'SELECT key, value FROM app_settings';
const ENSURE_ACCOUNT =
  'INSERT INTO account_settings (account_id) VALUES (?) ON CONFLICT (account_id) DO NOTHING';
// Set only where none is: two processes hiding names at once end with the one key.
const MAKE_SALT =
  'UPDATE account_settings SET name_salt = ? WHERE account_id = ? AND (name_salt IS NULL OR length(name_salt) < 16)';

function view(sql: Sql, accountId: string): Settings {
  const app = new Map(sql.all(APP).map((row) => [row.key, row.value]));
  const account: Row | undefined = sql.get(ACCOUNT, accountId);
  const names = hiddenNamesOf(account);
  return {
    zone: zoneOf(account?.zone),
    lastLocationId: text(account?.last_location_id),
    timeOfDay: json(timeOfDaySchema, account?.time_of_day),
    theme: themeSchema.catch('system').parse(app.get('theme')),
    clock: clockSchema.catch('auto').parse(app.get('clock')),
    weekStart: weekStartSchema.catch('auto').parse(app.get('weekStart')),
    hideNames: names.hidden,
    namesNotice: names.notice,
  };
}

function siteOf(row: Row): SavedSite {
  const zone = zoneOf(row.zone);
  const saved = text(row.zone);
  return {
    zone,
    hours: json(openingHoursSchema, row.hours),
    target: json(targetBandSchema, row.target),
    holidays: calendarOf(row.holidays),
    ...(saved !== null && zone === null ? { invalidZone: saved } : {}),
  };
}

function sitesOf(sql: Sql, accountId: string): ReadonlyMap<string, SavedSite> {
  const rows = sql.all('SELECT * FROM sites WHERE account_id = ? ORDER BY rowid', accountId);
  return new Map(rows.map((row) => [String(row.location_id), siteOf(row)]));
}

/** A closure as saved, or null for a row that is not one (such a row is left out). */
function closureOf(row: Row): SiteClosure | null {
  const from = text(row.first_day);
  const to = text(row.last_day);
  const reason = text(row.reason);
  if (from === null || to === null || reason === null) return null;
  if (!parseIsoDate(from) || !parseIsoDate(to) || to < from) return null;
  return { from, to, reason };
}

function closuresOf(sql: Sql, accountId: string): ReadonlyMap<string, readonly SiteClosure[]> {
  const rows = sql.all(
    'SELECT * FROM site_closures WHERE account_id = ? ORDER BY location_id, first_day',
    accountId,
  );
  const byLocation = new Map<string, SiteClosure[]>();
  for (const row of rows) {
    const closure = closureOf(row);
    if (!closure) continue;
    const id = String(row.location_id);
    const list = byLocation.get(id);
    if (list) list.push(closure);
    else byLocation.set(id, [closure]);
  }
  return byLocation;
}

// ISO days compare as text: a closure overlaps [from, to] when it starts by `to` and ends from `from`.
const OVERLAPPING = `SELECT * FROM site_closures
  WHERE account_id = ? AND location_id = ? AND first_day <= ? AND last_day >= ? ORDER BY first_day`;

/** What an account's settings read as when the store cannot be read: defaults, names hidden, and why. */
function unreadable(error: AppFailure): Settings {
  return {
    zone: null,
    lastLocationId: null,
    timeOfDay: null,
    theme: 'system',
    clock: 'auto',
    weekStart: 'auto',
    hideNames: true,
    namesNotice: {
      reason: 'store-unusable',
      message: `Names are hidden because the app's settings could not be read. ${error.message}`,
    },
  };
}

const newSalt = (): string => randomBytes(16).toString('hex');

/** The settings over the data folder's store. */
export function createSettingsStore(store: Store): SettingsStore {
  // Used only while the store cannot give the account's own key: names stay hidden all the same.
  let fallbackSalt: string | null = null;
  const failClosed = (error: unknown): string => {
    if (!(error instanceof AppFailure)) throw error;
    fallbackSalt ??= newSalt();
    return fallbackSalt;
  };
  return {
    async get(accountId) {
      try {
        return store.read((sql) => view(sql, accountId));
      } catch (error) {
        if (error instanceof AppFailure) return unreadable(error);
        throw error;
      }
    },
    async update(accountId, patch) {
      return store.write((sql) => {
        sql.run(ENSURE_ACCOUNT, accountId);
        const set = (column: string, value: string | number | null) =>
          sql.run(
            `UPDATE account_settings SET ${column} = ? WHERE account_id = ?`,
            value,
            accountId,
          );
        if (patch.zone !== undefined) set('zone', patch.zone);
        if (patch.lastLocationId !== undefined) set('last_location_id', patch.lastLocationId);
        if (patch.timeOfDay !== undefined)
          set('time_of_day', patch.timeOfDay && JSON.stringify(patch.timeOfDay));
        if (patch.hideNames !== undefined) {
          sql.run(
            'UPDATE account_settings SET hide_names = ?, hide_names_note = NULL WHERE account_id = ?',
            patch.hideNames ? 1 : 0,
            accountId,
          );
          if (patch.hideNames) sql.run(MAKE_SALT, newSalt(), accountId);
        }
        for (const [key, value] of [
          ['theme', patch.theme],
          ['clock', patch.clock],
          ['weekStart', patch.weekStart],
        ] as const)
          if (value !== undefined)
            sql.run(
              'INSERT INTO app_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
              key,
              value,
            );
        return view(sql, accountId);
      });
    },
    async nameSalt(accountId) {
      try {
        const row = store.read((sql) => sql.get(ACCOUNT, accountId));
        if (!hiddenNamesOf(row).hidden) return null;
        const salt = text(row?.name_salt);
        if (salt !== null && salt.length >= 16) return salt;
        return store.write((sql) => {
          sql.run(ENSURE_ACCOUNT, accountId);
          sql.run(MAKE_SALT, newSalt(), accountId);
          return String(sql.get(ACCOUNT, accountId)?.name_salt);
        });
      } catch (error) {
        return failClosed(error);
      }
    },
    async sites(accountId) {
      return store.read((sql) => sitesOf(sql, accountId));
    },
    async updateSites(accountId, sites, startFrom) {
      return store.write((sql) => {
        for (const { locationId, zone, hours, target, holidays } of sites) {
          // A column the change leaves out keeps what is saved; a site without a row yet takes it
          // from `startFrom` (else nothing: all day). The insert's values serve only a new row.
          const base = startFrom?.(locationId);
          const first = {
            zone: zone === undefined ? (base?.zone ?? null) : zone,
            hours: hours === undefined ? (base?.hours ?? null) : hours,
            target: target === undefined ? (base?.target ?? null) : target,
            holidays: holidays === undefined ? (base?.holidays ?? null) : holidays,
          };
          sql.run(
            `INSERT INTO sites (account_id, location_id, zone, hours, target, holidays)
             VALUES (?, ?, ?, ?, ?, ?)
             ON CONFLICT (account_id, location_id) DO UPDATE SET
               zone = CASE WHEN ? THEN zone ELSE excluded.zone END,
               hours = CASE WHEN ? THEN hours ELSE excluded.hours END,
               target = CASE WHEN ? THEN target ELSE excluded.target END,
               holidays = CASE WHEN ? THEN holidays ELSE excluded.holidays END`,
            accountId,
            locationId,
            first.zone,
            first.hours ? JSON.stringify(first.hours) : null,
            first.target ? JSON.stringify(first.target) : null,
            first.holidays,
            zone === undefined ? 1 : 0,
            hours === undefined ? 1 : 0,
            target === undefined ? 1 : 0,
            holidays === undefined ? 1 : 0,
          );
        }
        return sitesOf(sql, accountId);
      });
    },
    async closures(accountId) {
      return store.read((sql) => closuresOf(sql, accountId));
    },
    async closeSite(accountId, locationId, closure) {
      // One transaction: another process's closure of the same days is either seen here or refused.
      return store.write((sql): CloseOutcome => {
        const overlap = sql.get(OVERLAPPING, accountId, locationId, closure.to, closure.from);
        const saved = overlap && closureOf(overlap);
        if (saved) return { kind: 'overlaps', closure: saved };
        const count = sql.get(
          'SELECT count(*) AS n FROM site_closures WHERE account_id = ? AND location_id = ?',
          accountId,
          locationId,
        );
        if (Number(count?.n) >= MAX_CLOSURES_PER_SITE) return { kind: 'full' };
        sql.run(
          `INSERT INTO site_closures (account_id, location_id, first_day, last_day, reason)
           VALUES (?, ?, ?, ?, ?)`,
          accountId,
          locationId,
          closure.from,
          closure.to,
          closure.reason,
        );
        return { kind: 'saved' };
      });
    },
    async reopenSite(accountId, locationId, from, to) {
      return store.write((sql) => {
        const rows = sql.all(OVERLAPPING, accountId, locationId, to, from);
        sql.run(
          'DELETE FROM site_closures WHERE account_id = ? AND location_id = ? AND first_day <= ? AND last_day >= ?',
          accountId,
          locationId,
          to,
          from,
        );
        return rows.map(closureOf).filter((c): c is SiteClosure => c !== null);
      });
    },
    async forget(accountId) {
      store.write((sql) => {
        sql.run('DELETE FROM account_settings WHERE account_id = ?', accountId);
        sql.run('DELETE FROM sites WHERE account_id = ?', accountId);
        sql.run('DELETE FROM site_closures WHERE account_id = ?', accountId);
      });
    },
  };
}
