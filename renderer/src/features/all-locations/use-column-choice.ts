import { useCallback, useState } from 'react';
import { COLUMNS, type ColumnChoice } from './portfolio-columns';

const KEY = 'bookings-viewer:all-locations-columns';

function read(): ColumnChoice {
  try {
    const value: unknown = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '{}');
    if (typeof value !== 'object' || value === null) return {};
    const stored = value as Record<string, unknown>;
    // Only known columns, each on or off: an entry of another version is dropped, not obeyed.
    return Object.fromEntries(
      COLUMNS.flatMap((c) =>
        typeof stored[c.id] === 'boolean' ? [[c.id, stored[c.id] as boolean]] : [],
      ),
    );
  } catch {
    return {};
  }
}

/** The All locations columns the user chose, remembered on this computer; and how to change them. */
export function useColumnChoice(): readonly [ColumnChoice, (next: ColumnChoice) => void] {
  const [choice, setChoice] = useState(read);
  const save = useCallback((next: ColumnChoice) => {
    setChoice(next);
    try {
      globalThis.localStorage?.setItem(KEY, JSON.stringify(next));
    } catch {
      // Not remembered; chosen for as long as the page is open all the same.
    }
  }, []);
  return [choice, save] as const;
}
