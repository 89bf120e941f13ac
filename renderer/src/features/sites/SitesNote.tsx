import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import type { SiteRow } from '#shared/contract';
import { useSiteZoneSuggestions } from '../../data/sites';
import { useDismissed } from '../onboarding/use-dismissed';
import { namesText } from './names-text';
import { siteName } from './site-text';
import { suggestionsById } from './zone-suggestion-text';

/**
 * The app asks once: while some of the account's sites have no zone or working week, a note names
 * them, each with the zone suggested for it once known, and leads to the Sites page. Dismissed, it stays dismissed for that account (on this computer).
 */
export function SitesNote(props: SitesNoteProps) {
  const [dismissed, dismiss] = useDismissed(`sites-settings:${props.accountId}`);
  const unset = props.sites.filter((s) => s.settings === null);
  // Mounted only while asking: a note dismissed while its suggestions are read leaves no observer,
  // so the read of each site's last four weeks is aborted upstream rather than run to its end.
  if (dismissed || unset.length === 0) return null;
  return <AskingNote {...props} unset={unset} onDismiss={dismiss} />;
}

interface SitesNoteProps {
  readonly accountId: string;
  readonly sites: readonly SiteRow[];
  /** The zone they are counted in meanwhile: the account's. */
  readonly zone: string;
  readonly onOpenSites: () => void;
}

function AskingNote(
  props: SitesNoteProps & { readonly unset: readonly SiteRow[]; readonly onDismiss: () => void },
) {
  const { t, i18n } = useLingui();
  const { unset } = props;
  const suggestions = suggestionsById(useSiteZoneSuggestions(props.accountId).data?.suggestions);
  // Each site with its suggestion once known: the note asks once, so it says all it can.
  const names = unset.map((s) => {
    const zone = suggestions.get(s.locationId)?.zone;
    const name = siteName(i18n, s);
    return zone ? t`${name} (suggested: ${zone})` : name;
  });
  const anySuggested = unset.some((s) => suggestions.has(s.locationId));
  const { zone } = props;
  const count = names.length;
  const site = names[0] ?? '';
  const list = namesText(i18n, names);
  return (
    <Alert
      variant="light"
      color="blue"
      py={6}
      mb="xs"
      withCloseButton
      closeButtonLabel={t`Dismiss the note on site settings`}
      onClose={props.onDismiss}
      data-testid="sites-note"
      // A note to read, not an alarm: a screen reader should not interrupt with it.
      role="note"
    >
      <Group gap="xs" wrap="wrap">
        <Text size="sm" style={{ flex: '1 1 360px' }}>
          {count === 1
            ? t`${site} has no zone or opening hours set yet. Until then, its figures count every hour of every day, in ${zone}.`
            : t`${plural(count, {
                one: '# site has no zone or opening hours set yet:',
                other: '# sites have no zone or opening hours set yet:',
              })} ${list}. Until then, their figures count every hour of every day, in ${zone}.`}
          {anySuggested &&
            ` ${t`A suggested zone is used only once you apply it on the Sites page.`}`}
        </Text>
        <Button size="compact-sm" variant="light" onClick={props.onOpenSites}>
          {t`Set up sites…`}
        </Button>
      </Group>
    </Alert>
  );
}
