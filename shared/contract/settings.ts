/** The contract's settings: per account (zone, last location, hours, names hidden) and app-wide (theme, clock). */
import { z } from 'zod';
import type { TimeOfDay } from '../scope/booking-filter';
import { WEEK_STARTS, type WeekStartSetting } from '../time/week-start';
import { id, zone } from './fields';

/** Light, dark, or whatever the OS says. */
export const themeSchema = z.enum(['system', 'light', 'dark']);
/** The user's theme choice. */
export type Theme = z.infer<typeof themeSchema>;

/** The clock on screen: the locale's own, or forced to 24- or 12-hour. */
export const clockSchema = z.enum(['auto', '24h', '12h']);
/** The user's clock choice. */
export type Clock = z.infer<typeof clockSchema>;

/** The first day of the week in date pickers: the locale's own, or a named day. */
export const weekStartSchema = z.enum([
  'auto',
  ...WEEK_STARTS,
]) satisfies z.ZodType<WeekStartSetting>;

/** Hours of the day, as minutes after local midnight (24:00 is 1440). */
export const timeOfDaySchema = z
  .object({
    startMinute: z.number().int().min(0).max(1440),
    endMinute: z.number().int().min(0).max(1440),
  })
  .refine((w) => w.endMinute > w.startMinute, 'The time of day must end after it starts.');

/** The arguments of the settings methods. */
export const settingsArgSchemas = {
  getSettings: z.object({ accountId: id }),
  updateSettings: z.object({
    accountId: id,
    zone: zone.nullable().optional(),
    lastLocationId: id.nullable().optional(),
    timeOfDay: timeOfDaySchema.nullable().optional(),
    theme: themeSchema.optional(),
    clock: clockSchema.optional(),
    weekStart: weekStartSchema.optional(),
    hideNames: z.boolean().optional(),
  }),
} as const;

/** Per-account settings, plus the app-wide theme. */
export interface Settings {
  /** IANA zone, or null to follow the system's. */
  readonly zone: string | null;
  readonly lastLocationId: string | null;
  /** The hours of the day shown (minutes after local midnight), or null for the whole day. */
  readonly timeOfDay: TimeOfDay | null;
  readonly theme: Theme;
  /** App-wide, like the theme: 24- or 12-hour, or as the locale has it. */
  readonly clock: Clock;
  /** App-wide: the pickers' first day of the week, or as the locale has it. */
  readonly weekStart: WeekStartSetting;
  /**
   * Per account: every person in the account's bookings is a pseudonym ("Person 1a2b3c4d", no
   * e-mail), replaced in the backend, so no name reaches the screen, an export or a report.
   */
  readonly hideNames: boolean;
  /** Why names are hidden when the switch alone did not decide; else null. */
  readonly namesNotice: NamesNotice | null;
}

/**
 * Why names are hidden though no one chose it: the store cannot be read (or is newer than the app),
 * the settings file before the store could not be read, or the saved switch is neither on nor off.
 */
export interface NamesNotice {
  readonly reason: 'store-unusable' | 'settings-file-unreadable' | 'unclear-setting';
  /** The whole story in English, with the file and what to do (the command line prints it). */
  readonly message: string;
}

/** What another process changed in the store: the page reads those parts again. */
export interface StoreChanged {
  /** An account was added, renamed or removed. */
  readonly accountsChanged: boolean;
  /** Accounts whose settings changed (every account when the app-wide theme, clock or week start did). */
  readonly settingsChanged: readonly string[];
  /** Accounts whose sites' settings changed: their figures are counted again. */
  readonly sitesChanged: readonly string[];
  /**
   * Accounts whose names were hidden or shown again: every person cached for them must go at once
   * (not be marked stale), so nothing real shows under the "Names hidden" badge.
   */
  readonly hideNamesChanged: readonly string[];
}

/** What the settings methods resolve to. */
export interface SettingsResults {
  getSettings: Settings;
  updateSettings: Settings;
}
