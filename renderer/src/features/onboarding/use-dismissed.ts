import { useCallback, useState } from 'react';

const PREFIX = 'bookings-viewer:dismissed:';

function read(key: string): boolean {
  try {
    return globalThis.localStorage?.getItem(PREFIX + key) === '1';
  } catch {
    // Storage refused (a locked-down profile): the note shows, and can still be closed for now.
    return false;
  }
}

/** Whether a note was dismissed on this computer, and how to dismiss it for good. */
export function useDismissed(key: string): readonly [boolean, () => void] {
  const [dismissed, setDismissed] = useState(() => read(key));
  const dismiss = useCallback(() => {
    setDismissed(true);
    try {
      globalThis.localStorage?.setItem(PREFIX + key, '1');
    } catch {
      // Not remembered; closed for this session all the same.
    }
  }, [key]);
  return [dismissed, dismiss] as const;
}
