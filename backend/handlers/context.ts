import type { AppInfo } from '#shared/contract';
import type { AccountDirectory } from '../accounts/account-directory';
import type { AccountKeys } from '../accounts/account-keys';
import type { AccountsStore } from '../accounts/accounts-store';
import type { ApiClient, ApiClientOptions } from '../api/client';
import type { Redactor } from '../redactor';
import type { ScheduleRunner } from '../schedules/schedule-runner';
import type { SecretStore } from '../secrets/secret-store';
import type { SettingsStore } from '../settings/settings-store';
import type { SiteClocks } from '../sites/site-clocks';
import type { Store } from '../store/store';

/** What every handler group is built from. */
export interface HandlerContext {
  readonly appInfo: AppInfo;
  readonly store: AccountsStore;
  readonly keys: AccountKeys;
  readonly directory: AccountDirectory;
  readonly settings: SettingsStore;
  /** Each site's settings, and the zone and working week its figures use. */
  readonly sites: SiteClocks;
  readonly redactor: Redactor;
  readonly makeClient: (options: ApiClientOptions) => ApiClient;
  /** The store itself, for the schedules and the mail relay (kept as the command line keeps them). */
  readonly db: Store;
  /** The keychain, for the relay's password. */
  readonly secrets: SecretStore;
  /** Sends a schedule's report now, when the shell supplies a way to build it. */
  readonly runSchedule: ScheduleRunner | null;
}
