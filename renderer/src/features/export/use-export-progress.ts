import { useEffect, useState } from 'react';
import type { ExportProgress } from '#shared/contract';
import { useBridge } from '../../ui/bridge-context';

/**
 * The latest progress of every export seen since mounting. Kept by id because the first events can
 * arrive before startExport has resolved with the id.
 */
export function useExportProgress(): ReadonlyMap<string, ExportProgress> {
  const bridge = useBridge();
  const [byId, setById] = useState<ReadonlyMap<string, ExportProgress>>(() => new Map());
  useEffect(
    () =>
      bridge.onExportProgress((p) =>
        setById((prev) => {
          const old = prev.get(p.exportId);
          // A late "running" event must not overwrite the final state.
          if (old && old.state !== 'running' && p.state === 'running') return prev;
          const next = new Map(prev);
          next.set(p.exportId, p);
          return next;
        }),
      ),
    [bridge],
  );
  return byId;
}
