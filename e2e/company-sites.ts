/** A saved company's sites, read through the browser shell's backend as the Sites page reads them. */
import { expect } from '@playwright/test';
import type { AccountSummary } from '../shared/contract/index';
import type { Env } from './fixtures';

const signal = () => new AbortController().signal;

/** The account saved under `label`, and its sites' location ids in the Sites page's order. */
export async function companySites(
  env: Env,
  label: string,
): Promise<{ readonly accountId: string; readonly locationIds: readonly string[] }> {
  const accounts = await env.shell.backend.dispatch('listAccounts', {}, signal());
  if (!accounts.ok) throw new Error(accounts.error.message);
  const list = (accounts.value as { accounts: readonly AccountSummary[] }).accounts;
  const accountId = list.find((a) => a.label === label)?.id;
  expect(accountId, `an account saved as ${label}`).toBeDefined();
  const sites = await env.shell.backend.dispatch(
    'listSites',
    { accountId: accountId ?? '' },
    signal(),
  );
  if (!sites.ok) throw new Error(sites.error.message);
  const locationIds = (sites.value as { sites: readonly { locationId: string }[] }).sites.map(
    (s) => s.locationId,
  );
  return { accountId: accountId ?? '', locationIds };
}
