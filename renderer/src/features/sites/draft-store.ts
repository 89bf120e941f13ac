/**
 * Where the Sites page keeps its unsaved changes, per account, for as long as the app is open: a
 * click on a location, another tab or another company leaves the page, not the changes. Only Save
 * and Cancel end them.
 */
import { useCallback, useSyncExternalStore } from 'react';
// Types only: the draft's logic is the Sites page's chunk, not the first screen's.
import type { SitesDraft } from './sites-draft';

const NONE: SitesDraft = new Map();
const drafts = new Map<string, SitesDraft>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The account's unsaved changes. */
export function readDraft(accountId: string): SitesDraft {
  return drafts.get(accountId) ?? NONE;
}

/** Replaces the account's unsaved changes (an empty draft forgets them). */
export function writeDraft(accountId: string, draft: SitesDraft): void {
  if (draft.size === 0) drafts.delete(accountId);
  else drafts.set(accountId, draft);
  listeners.forEach((l) => l());
}

/** The account's unsaved changes, and how to change them. */
export function useSitesDraft(
  accountId: string,
): readonly [SitesDraft, (change: (d: SitesDraft) => SitesDraft) => void] {
  const draft = useSyncExternalStore(
    subscribe,
    () => readDraft(accountId),
    () => readDraft(accountId),
  );
  const update = useCallback(
    (change: (d: SitesDraft) => SitesDraft) => writeDraft(accountId, change(readDraft(accountId))),
    [accountId],
  );
  return [draft, update] as const;
}

/** How many sites of the account have unsaved changes (for the Sites tab's mark). */
export function useUnsavedSites(accountId: string): number {
  return useSitesDraft(accountId)[0].size;
}

/** Forgets every draft (tests start clean). */
export function clearDrafts(): void {
  drafts.clear();
  listeners.forEach((l) => l());
}
