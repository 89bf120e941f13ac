/**
 * What the page shows of the store, in a form cheap to compare: read when another process has
 * committed, so the page is told exactly which accounts' settings, sites or names changed.
 */
import type { StoreChanged } from '#shared/contract';
import { hiddenNamesOf } from '../settings/hidden-names-setting';
import type { Row, Sql } from './store';

/** The store as the page sees it, by account. */
export interface StoreSnapshot {
  readonly accounts: string;
  readonly app: string;
  readonly settings: ReadonlyMap<string, string>;
  readonly sites: ReadonlyMap<string, string>;
  readonly hidden: ReadonlyMap<string, boolean>;
}

const key = (row: Row): string =>
  JSON.stringify(Object.values(row), (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v));

/** Reads the snapshot (one transaction: the tables agree). */
export function readSnapshot(sql: Sql): StoreSnapshot {
  const settings = new Map<string, string>();
  const hidden = new Map<string, boolean>();
  for (const row of sql.all('SELECT * FROM account_settings')) {
    const id = String(row.account_id);
    settings.set(id, key(row));
    hidden.set(id, hiddenNamesOf(row).hidden);
  }
  const sites = new Map<string, string>();
  for (const row of sql.all('SELECT * FROM sites ORDER BY account_id, location_id')) {
    const id = String(row.account_id);
    sites.set(id, `${sites.get(id) ?? ''}${key(row)}`);
  }
  // A site's closures are part of its settings: a closure saved elsewhere is a change of its sites.
  for (const row of sql.all(
    'SELECT * FROM site_closures ORDER BY account_id, location_id, first_day',
  )) {
    const id = String(row.account_id);
    sites.set(id, `${sites.get(id) ?? ''}${key(row)}`);
  }
  return {
    accounts: sql.all('SELECT * FROM accounts ORDER BY position, id').map(key).join(),
    app: sql.all('SELECT * FROM app_settings ORDER BY key').map(key).join(),
    settings,
    sites,
    hidden,
  };
}

function changedIds<V>(before: ReadonlyMap<string, V>, after: ReadonlyMap<string, V>, absent: V) {
  const ids = new Set([...before.keys(), ...after.keys()]);
  return [...ids].filter((id) => (before.get(id) ?? absent) !== (after.get(id) ?? absent));
}

/** What changed between two snapshots; null when nothing the page shows did. */
export function snapshotChange(before: StoreSnapshot, after: StoreSnapshot): StoreChanged | null {
  const accountsChanged = before.accounts !== after.accounts;
  const settingsChanged =
    before.app !== after.app
      ? [...new Set([...before.settings.keys(), ...after.settings.keys()])]
      : changedIds(before.settings, after.settings, '');
  const sitesChanged = changedIds(before.sites, after.sites, '');
  const hideNamesChanged = changedIds(before.hidden, after.hidden, false);
  const appChanged = before.app !== after.app;
  if (!accountsChanged && !appChanged && settingsChanged.length + sitesChanged.length === 0)
    return null;
  return { accountsChanged, settingsChanged, sitesChanged, hideNamesChanged };
}
