import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { type SitesChange, useUpdateSites } from '../../data/update-sites';
import { NO_CHANGES, settleDraft, type SitesDraft } from './sites-draft';

/** Saving the draft in one updateSites call, or discarding it after a confirming second step. */
export function useSitesSave(
  accountId: string,
  changes: SitesChange,
  updateDraft: (change: (d: SitesDraft) => SitesDraft) => void,
  setStatus: (status: string) => void,
) {
  const { t } = useLingui();
  const save = useUpdateSites(accountId);
  const [confirmingCancel, setConfirmingCancel] = useState(false);

  const saveAll = () => {
    if (changes.length === 0) return;
    setConfirmingCancel(false);
    const count = changes.length;
    save.mutateAsync(changes).then(
      (list) => {
        // What was saved is no longer a change, even if the page was left meanwhile.
        updateDraft((d) => settleDraft(d, list.sites));
        setStatus(
          t`Saved ${plural(count, { one: '# site', other: '# sites' })}. Insights and All locations count them on their new clocks.`,
        );
      },
      // The error is shown from the mutation's state; the changes stay.
      () => undefined,
    );
  };
  const discard = () => {
    updateDraft(() => NO_CHANGES);
    setConfirmingCancel(false);
    setStatus(t`Changes cancelled: the sites are as saved.`);
  };

  return { save, confirmingCancel, setConfirmingCancel, saveAll, discard };
}
