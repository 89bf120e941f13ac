/**
 * Moves accounts.json and settings.json into a new store, inside the transaction that makes it, so
 * two processes starting at once import them once. What the files said is kept as it was; where
 * settings.json cannot be read, every account's names are hidden, with the reason, because whether a
 * works council asked for them to be hidden can no longer be known.
 */
import { z } from 'zod';
import { openingHoursSchema, targetBandSchema, timeOfDaySchema } from '#shared/contract';
import { DEMO_ACCOUNT_ID } from '../demo-company';
import { ownEntries, readLegacyFile } from './legacy-files';
import type { Database, SqlValue } from './sqlite';

/** The legacy files of a data folder. */
export const LEGACY_FILES = ['accounts.json', 'settings.json'] as const;

/** What the import did, for the process that ran it to tell. */
export interface LegacyImport {
  /** The files read (to be kept beside the store as a backup once the import is committed). */
  readonly imported: readonly string[];
  /** Said once, to the person: what could not be read and what was done about it. */
  readonly warnings: readonly string[];
}

const accountSchema = z.object({
  id: z.string().min(1),
  label: z.string().min(1),
  host: z.string().min(1),
  createdAt: z.string(),
});
const stored = (schema: z.ZodType, value: unknown): string | null => {
  const parsed = schema.safeParse(value);
  return parsed.success ? JSON.stringify(parsed.data) : null;
};
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Imports the legacy files found at the given paths into the store's (empty) tables. */
export function importLegacyFiles(
  db: Database,
  paths: { readonly accounts: string; readonly settings: string },
): LegacyImport {
  const imported: string[] = [];
  const warnings: string[] = [];
  const accountIds: string[] = [DEMO_ACCOUNT_ID];

  const accountsFile = readLegacyFile(paths.accounts);
  if (accountsFile.state !== 'missing') imported.push(paths.accounts);
  if (accountsFile.state === 'unreadable')
    warnings.push(
      `The saved account list (${paths.accounts}) could not be read: ${accountsFile.why}. It is kept beside the store as ${paths.accounts}.backup. Add your accounts again; their keys are still in the keychain.`,
    );
  if (accountsFile.state === 'ok') {
    const list = Array.isArray(accountsFile.value.accounts) ? accountsFile.value.accounts : [];
    const insert = db.prepare(
      'INSERT OR IGNORE INTO accounts (id, label, host, created_at, position) VALUES (?, ?, ?, ?, ?)',
    );
    list.forEach((raw: unknown, position) => {
      const account = accountSchema.safeParse(raw);
      if (!account.success) return;
      const { id, label, host, createdAt } = account.data;
      insert.run(id, label, host, createdAt, position);
      accountIds.push(id);
    });
    if (list.length > accountIds.length - 1)
      warnings.push(
        `${list.length - (accountIds.length - 1)} saved account(s) in ${paths.accounts} could not be read and were left out; the file is kept as ${paths.accounts}.backup.`,
      );
  }

  const settingsFile = readLegacyFile(paths.settings);
  if (settingsFile.state !== 'missing') imported.push(paths.settings);
  if (settingsFile.state === 'unreadable') {
    const note = `Names are hidden because the settings saved before this version (${paths.settings}) could not be read: ${settingsFile.why}. Whether this account hid its names is not known. The file is kept as ${paths.settings}.backup. Turn Hide names off only if names may be shown.`;
    warnings.push(
      `${paths.settings} could not be read (${settingsFile.why}), so names are hidden for every account until you turn Hide names off. The file is kept as ${paths.settings}.backup.`,
    );
    const hide = db.prepare(
      'INSERT INTO account_settings (account_id, hide_names, hide_names_note) VALUES (?, 1, ?)',
    );
    for (const id of accountIds) hide.run(id, note);
  }
  if (settingsFile.state === 'ok') importSettings(db, settingsFile.value, paths.settings);
  return { imported, warnings };
}

function importSettings(db: Database, file: Readonly<Record<string, unknown>>, path: string): void {
  const appSetting = db.prepare('INSERT INTO app_settings (key, value) VALUES (?, ?)');
  for (const key of ['theme', 'clock', 'weekStart'] as const) {
    const value = text(file[key]);
    if (value !== null) appSetting.run(key, value);
  }
  const account = db.prepare(
    `INSERT INTO account_settings
       (account_id, zone, last_location_id, time_of_day, hide_names, hide_names_note, name_salt)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const site = db.prepare(
    'INSERT INTO sites (account_id, location_id, zone, hours, target) VALUES (?, ?, ?, ?, ?)',
  );
  for (const [accountId, raw] of ownEntries(file.accounts)) {
    const entry = Object.fromEntries(ownEntries(raw));
    const { hide, note } = hiddenNames(entry.hideNames, path);
    const values: SqlValue[] = [
      accountId,
      text(entry.zone) ?? text(entry.timezone),
      text(entry.lastLocationId),
      stored(timeOfDaySchema, entry.timeOfDay),
      hide,
      note,
      typeof entry.nameSalt === 'string' && entry.nameSalt.length >= 16 ? entry.nameSalt : null,
    ];
    account.run(...values);
    for (const [locationId, siteRaw] of ownEntries(entry.sites)) {
      const s = Object.fromEntries(ownEntries(siteRaw));
      site.run(
        accountId,
        locationId,
        text(s.zone),
        stored(openingHoursSchema, s.hours),
        stored(targetBandSchema, s.target),
      );
    }
  }
}

/** The saved switch: true hides, false or absent shows; anything else hides, and says why. */
function hiddenNames(value: unknown, path: string): { hide: number | null; note: string | null } {
  if (value === true) return { hide: 1, note: null };
  if (value === false) return { hide: 0, note: null };
  if (value === undefined) return { hide: null, note: null };
  return {
    hide: 1,
    // Kept with the account: said beside the switch until the person sets it.
    note: `Names are hidden because the Hide names setting saved in ${path} held ${JSON.stringify(value)}, which is neither on nor off. Turn Hide names off only if names may be shown.`,
  };
}
