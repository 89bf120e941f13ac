import { useCallback, useState } from 'react';
import type { AccountSummary } from '#shared/contract';

const STORAGE_KEY = 'bookings-viewer.active-account';

/** The id every install starts with: the built-in demo company. */
export const DEMO_ACCOUNT_ID = 'demo';

/** The account id remembered on this machine, if any. */
export function readStoredAccountId(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The account to open: the remembered one while it exists, else the demo company, else the first. */
export function pickAccount(
  accounts: readonly AccountSummary[],
  wanted: string | null,
): AccountSummary | null {
  return (
    accounts.find((a) => a.id === wanted) ??
    accounts.find((a) => a.isDemo) ??
    accounts.find((a) => a.id === DEMO_ACCOUNT_ID) ??
    accounts[0] ??
    null
  );
}

/** The chosen account id, remembered across launches on this machine (it is not a secret). */
export function useActiveAccountId(): [string | null, (id: string) => void] {
  const [id, setId] = useState<string | null>(readStoredAccountId);
  const choose = useCallback((next: string) => {
    setId(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode or a locked-down profile: the choice lasts for this session only.
    }
  }, []);
  return [id, choose];
}
