import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SiteClosure, SiteRow } from '#shared/contract';
import { appErrorOf } from '../../data/bridge-error';
import { useCloseSite, useReopenSite } from '../../data/site-closures';
import { closureDaysWords } from './closure-words';
import { errorWords } from './error-words';
import { useWording } from './wording';

/** A closure's key in the list (a site's closures never overlap, so their first days differ). */
export const closureKey = (c: SiteClosure) => `${c.from}/${c.to}`;

/** Adding, removing and restoring a site's closures, each saved at once, and what each came to. */
export interface ClosuresState {
  /** Saves a closure; true when saved (the form then empties), false when refused (it keeps its text). */
  readonly add: (closure: SiteClosure) => Promise<boolean>;
  readonly remove: (closure: SiteClosure) => void;
  /** Puts back the closures the last removal took away. */
  readonly undo: () => void;
  /** What the last removal took away, while Undo can put it back. */
  readonly undoable: readonly SiteClosure[];
  readonly status: string;
  readonly adding: boolean;
  /** The closure being removed (its key), while it is. */
  readonly removing: string | null;
  readonly addError: string | null;
  readonly removeError: string | null;
}

/** A site's closures, changed through closeSite and reopenSite, not through the page's draft. */
export function useClosures(accountId: string, site: SiteRow): ClosuresState {
  const { t, i18n } = useLingui();
  const wording = useWording();
  const close = useCloseSite(accountId);
  const reopen = useReopenSite(accountId);
  const [status, setStatus] = useState('');
  const [undoable, setUndoable] = useState<readonly SiteClosure[]>([]);
  const [removing, setRemoving] = useState<string | null>(null);
  const { locationId } = site;

  const save = (c: SiteClosure) => close.mutateAsync({ locationId, ...c });
  const add = async (closure: SiteClosure) => {
    reopen.reset();
    setUndoable([]);
    setStatus('');
    try {
      await save(closure);
    } catch {
      // Said from the mutation's error, beside the form.
      return false;
    }
    const days = closureDaysWords(wording, closure);
    const { reason } = closure;
    setStatus(t`Closure saved: ${days} (${reason}).`);
    return true;
  };
  const remove = (closure: SiteClosure) => {
    close.reset();
    setStatus('');
    setRemoving(closureKey(closure));
    reopen
      .mutateAsync({ locationId, from: closure.from, to: closure.to })
      .then(
        ({ removed }) => {
          setUndoable(removed);
          const days = removed.map((c) => closureDaysWords(wording, c)).join('; ');
          const count = removed.length;
          setStatus(
            t`${plural(count, { one: 'Closure removed', other: '# closures removed' })}: ${days}. The site is open on those days again.`,
          );
        },
        () => undefined,
      )
      .finally(() => setRemoving(null));
  };
  const undo = () => {
    const back = undoable;
    setUndoable([]);
    void (async () => {
      try {
        for (const c of back) await save(c);
        setStatus(t`Closure put back.`);
      } catch {
        // Said from the mutation's error.
      }
    })();
  };
  const words = (error: unknown) => errorWords(i18n, appErrorOf(error));
  return {
    add,
    remove,
    undo,
    undoable,
    status,
    adding: close.isPending,
    removing,
    addError: close.isError ? words(close.error) : null,
    removeError: reopen.isError ? words(reopen.error) : null,
  };
}
