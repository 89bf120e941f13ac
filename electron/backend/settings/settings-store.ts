import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import {
  clockSchema,
  themeSchema,
  siteSettingsSchema,
  timeOfDaySchema,
  weekStartSchema,
  type SiteSettings,
  type Clock,
  type Settings,
  type Theme,
  type WeekStartSetting,
} from '#shared/contract';
import type { TimeOfDay } from '#shared/scope/booking-filter';
import { readJsonFile, setAsideCorruptFile, writeJsonFileAtomic } from '../json-file';

/** Files written before the zone had one name keep it under `timezone`: read as the zone, never lost. */
function withLegacyZone(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || 'zone' in raw || !('timezone' in raw)) return raw;
  const { timezone, ...rest } = raw as { readonly timezone: unknown };
  return { ...rest, zone: timezone };
}

const accountSettingsSchema = z.preprocess(
  withLegacyZone,
  z.object({
    zone: z.string().nullable().catch(null),
    lastLocationId: z.string().nullable().catch(null),
    // Added later: absent (or unreadable) is the whole day.
    timeOfDay: timeOfDaySchema.nullable().catch(null),
    // Added later: a site whose entry is unreadable has no settings (its figures say so), the others keep theirs.
    sites: z.record(z.string(), siteSettingsSchema.nullable().catch(null)).catch({}),
    // Added later, and written only once set: absent is names shown, and no salt made yet.
    hideNames: z.boolean().optional().catch(undefined),
    nameSalt: z.string().min(16).optional().catch(undefined),
  }),
);
const fileSchema = z.object({
  version: z.literal(1),
  theme: themeSchema.catch('system'),
  // Added later: files written before them lack these, which reads as automatic.
  clock: clockSchema.catch('auto'),
  weekStart: weekStartSchema.catch('auto'),
  accounts: z.record(z.string(), accountSettingsSchema).catch({}),
});
type SettingsFile = z.infer<typeof fileSchema>;

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

/** Per-account time zone and last location, and the app-wide theme, clock and week start, in settings.json. */
export interface SettingsStore {
  get(accountId: string): Promise<Settings>;
  update(accountId: string, patch: SettingsPatch): Promise<Settings>;
  /**
   * The account's pseudonym salt while its names are hidden (made, and kept, the first time it is
   * needed), or null while they are shown. Read per request: the setting may change at any time.
   */
  nameSalt(accountId: string): Promise<string | null>;
  /** Forgets an account's settings (when the account is removed). */
  forget(accountId: string): Promise<void>;
  /** Each site's settings, by location id; a site without settings is absent. */
  sites(accountId: string): Promise<ReadonlyMap<string, SiteSettings>>;
  /** Sets several sites' settings at once; the account's other sites keep theirs. */
  updateSites(
    accountId: string,
    sites: readonly (SiteSettings & { readonly locationId: string })[],
  ): Promise<ReadonlyMap<string, SiteSettings>>;
}

const empty = (): SettingsFile => ({
  version: 1,
  theme: 'system',
  clock: 'auto',
  weekStart: 'auto',
  accounts: {},
});

/** Opens settings.json in the data folder. Settings are not precious: a corrupt file is set aside and defaults used. */
export function createSettingsStore(dataDir: string): SettingsStore {
  const path = join(dataDir, 'settings.json');
  let cache: SettingsFile | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const load = async (): Promise<SettingsFile> => {
    if (cache) return cache;
    const read = await readJsonFile(path);
    const parsed = read.state === 'ok' ? fileSchema.safeParse(read.value) : null;
    if (parsed?.success) cache = parsed.data;
    else {
      if (read.state !== 'missing') await setAsideCorruptFile(path);
      cache = empty();
    }
    return cache;
  };
  const view = (file: SettingsFile, accountId: string): Settings => ({
    zone: file.accounts[accountId]?.zone ?? null,
    lastLocationId: file.accounts[accountId]?.lastLocationId ?? null,
    timeOfDay: file.accounts[accountId]?.timeOfDay ?? null,
    theme: file.theme,
    clock: file.clock,
    weekStart: file.weekStart,
    hideNames: file.accounts[accountId]?.hideNames ?? false,
  });
  const sitesOf = (file: SettingsFile, accountId: string): ReadonlyMap<string, SiteSettings> =>
    new Map(
      Object.entries(file.accounts[accountId]?.sites ?? {}).filter(
        (entry): entry is [string, SiteSettings] => entry[1] !== null,
      ),
    );
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run);
    queue = next.catch(() => undefined);
    return next;
  };
  const write = async (file: SettingsFile): Promise<void> => {
    await writeJsonFileAtomic(path, file);
    cache = file;
  };

  return {
    get: (accountId) => serial(async () => view(await load(), accountId)),
    update: (accountId, patch) =>
      serial(async () => {
        const file = await load();
        const current = view(file, accountId);
        const next: SettingsFile = {
          version: 1,
          theme: patch.theme ?? file.theme,
          clock: patch.clock ?? file.clock,
          weekStart: patch.weekStart ?? file.weekStart,
          accounts: {
            ...file.accounts,
            [accountId]: {
              ...file.accounts[accountId],
              sites: file.accounts[accountId]?.sites ?? {},
              hideNames: patch.hideNames ?? file.accounts[accountId]?.hideNames,
              zone: patch.zone === undefined ? current.zone : patch.zone,
              lastLocationId:
                patch.lastLocationId === undefined ? current.lastLocationId : patch.lastLocationId,
              timeOfDay: patch.timeOfDay === undefined ? current.timeOfDay : patch.timeOfDay,
            },
          },
        };
        await write(next);
        return view(next, accountId);
      }),
    nameSalt: (accountId) =>
      serial(async () => {
        const file = await load();
        const account = file.accounts[accountId];
        if (!account?.hideNames) return null;
        if (account.nameSalt) return account.nameSalt;
        // 128 random bits: the pseudonyms cannot be worked out from the ids without this file.
        const nameSalt = randomBytes(16).toString('hex');
        await write({
          ...file,
          accounts: { ...file.accounts, [accountId]: { ...account, nameSalt } },
        });
        return nameSalt;
      }),
    sites: (accountId) => serial(async () => sitesOf(await load(), accountId)),
    updateSites: (accountId, sites) =>
      serial(async () => {
        const file = await load();
        const current = file.accounts[accountId];
        const kept = { ...(current?.sites ?? {}) };
        for (const { locationId, ...settings } of sites) {
          // An update that leaves the target out keeps the one saved.
          const target = settings.target === undefined ? kept[locationId]?.target : settings.target;
          kept[locationId] = target === undefined ? settings : { ...settings, target };
        }
        const next: SettingsFile = {
          ...file,
          accounts: {
            ...file.accounts,
            [accountId]: {
              ...current,
              zone: current?.zone ?? null,
              lastLocationId: current?.lastLocationId ?? null,
              timeOfDay: current?.timeOfDay ?? null,
              sites: kept,
            },
          },
        };
        await write(next);
        return sitesOf(next, accountId);
      }),
    forget: (accountId) =>
      serial(async () => {
        const file = await load();
        if (!(accountId in file.accounts)) return;
        const accounts = { ...file.accounts };
        delete accounts[accountId];
        await write({ ...file, accounts });
      }),
  };
}
