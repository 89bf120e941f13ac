/**
 * Site time or a fixed zone: the manager's choice, per account, remembered on this computer (as the
 * active account is). Site time is the default: each site with a zone is shown on its own clock; a
 * site without one, and everything under a fixed zone, in the account's saved zone.
 */
import { useCallback, useState } from 'react';

/** 'site': each site's own zone where it has one; 'fixed': the account's zone everywhere. */
export type ZoneChoice = 'site' | 'fixed';

const PREFIX = 'bookings-viewer:zone-choice:';

/** The choice remembered for an account; site time when none is. */
export function readZoneChoice(accountId: string): ZoneChoice {
  try {
    return globalThis.localStorage?.getItem(PREFIX + accountId) === 'fixed' ? 'fixed' : 'site';
  } catch {
    return 'site';
  }
}

/** The account's choice, and how to change it (remembered where storage allows). */
export function useZoneChoice(accountId: string): readonly [ZoneChoice, (c: ZoneChoice) => void] {
  const [choice, setChoice] = useState(() => readZoneChoice(accountId));
  const choose = useCallback(
    (next: ZoneChoice) => {
      setChoice(next);
      try {
        globalThis.localStorage?.setItem(PREFIX + accountId, next);
      } catch {
        // Storage refused: the choice lasts for this session.
      }
    },
    [accountId],
  );
  return [choice, choose] as const;
}
