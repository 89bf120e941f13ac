import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { SiteRow } from '#shared/contract';
import { holidaySuggestionWords } from './holiday-suggestion-text';
import { suggestHolidays } from './holiday-suggestions';
import type { SitesDraft } from './sites-draft';
import { useWording } from './wording';

/**
 * Fills, in the draft, each site shown without a holiday calendar with the one its zone suggests,
 * and says how many it filled and which it could not. Nothing is saved until Save.
 */
export function HolidaySuggestButton(props: {
  /** The sites the search shows: the ones the manager is looking at. */
  readonly sites: readonly SiteRow[];
  readonly draft: SitesDraft;
  readonly updateDraft: (change: (d: SitesDraft) => SitesDraft) => void;
  readonly setStatus: (status: string) => void;
}) {
  const { t } = useLingui();
  const wording = useWording();
  const suggest = () => {
    const outcome = suggestHolidays(props.draft, props.sites);
    props.updateDraft(() => outcome.draft);
    props.setStatus(holidaySuggestionWords(wording, outcome));
  };
  return (
    <Button
      size="xs"
      variant="default"
      onClick={suggest}
      title={t`For each site shown without a holiday calendar, the one its zone suggests (Europe/London: GB-ENG). Check them, then Save.`}
      data-testid="suggest-holidays"
    >
      {t`Suggest holiday calendars`}
    </Button>
  );
}
