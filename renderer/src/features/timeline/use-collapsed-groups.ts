import { useCallback, useMemo, useState } from 'react';
import type { TimelineEntry } from '#shared/view/rows';

/** Tag groups the user folded away, and the entries that remain visible. */
export function useCollapsedGroups(entries: readonly TimelineEntry[]) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback(
    (key: string) =>
      setCollapsed((prev) => {
        const next = new Set(prev);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );
  const visible = useMemo(() => {
    if (collapsed.size === 0) return entries;
    const out: TimelineEntry[] = [];
    let hiding = false;
    for (const e of entries) {
      if (e.kind === 'group') {
        hiding = collapsed.has(e.key);
        out.push(e);
      } else if (!hiding) out.push(e);
    }
    return out;
  }, [entries, collapsed]);
  return { visible, collapsed, toggle };
}
