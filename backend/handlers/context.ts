import type { AppInfo } from '#shared/contract';
import type { AccountDirectory } from '../accounts/account-directory';
import type { AccountKeys } from '../accounts/account-keys';
import type { AccountsStore } from '../accounts/accounts-store';
import type { ApiClient, ApiClientOptions } from '../api/client';
import type { Redactor } from '../redactor';
import type { SettingsStore } from '../settings/settings-store';
import type { SiteClocks } from '../sites/site-clocks';

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
}
