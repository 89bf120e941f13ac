import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { compareText } from '#shared/scope/row-order';
import { normaliseSearch, textMatches } from '#shared/scope/search';
import { useSiteZoneSuggestions, useSites } from '../../data/sites';
import { appErrorOf } from '../../data/bridge-error';
import { SearchIcon } from '../../ui/icons';
import { EmptyMessage } from '../../ui/status/EmptyMessage';
import { ErrorState } from '../../ui/status/ErrorState';
import { LoadingRows } from '../../ui/status/LoadingRows';
import { NamesSetting } from './NamesSetting';
import { useSitesDraft } from './draft-store';
import { errorWords } from './error-words';
import { HolidaySuggestButton } from './HolidaySuggestButton';
import { draftChanges, settleDraft } from './sites-draft';
import { SitesEditor } from './SitesEditor';
import { SitesHeader } from './SitesHeader';
import { SitesTable } from './SitesTable';
import { useSitesEditor } from './use-sites-editor';
import { useSitesSave } from './use-sites-save';
import { suggestionsById } from './zone-suggestion-text';
import { ZoneSuggestionsStatus } from './ZoneSuggestionsStatus';
import './sites.css';

/**
 * Every site of the account with its zone, working week, holiday calendar and target, edited several
 * at once: choose rows, set any of them, then Save (one updateSites call). Unsaved changes are
 * marked, and kept until saved or cancelled (draft-store.ts). Closures are saved one at a time, at
 * once (ClosuresModal).
 */
export function SitesPage(props: { readonly accountId: string; readonly fallbackZone: string }) {
  const { accountId, fallbackZone } = props;
  const { t, i18n } = useLingui();
  const query = useSites(accountId);
  // Asked only while some site has no zone: it reads those sites' bookings.
  const suggestions = useSiteZoneSuggestions(
    accountId,
    query.data?.sites.some((s) => !s.settings?.zone) ?? false,
  );
  const [draft, updateDraft] = useSitesDraft(accountId);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const editorRef = useRef<HTMLHeadingElement>(null);

  const sites = useMemo(
    () => [...(query.data?.sites ?? [])].sort((a, b) => compareText(a.name, b.name)),
    [query.data],
  );
  // A change saved elsewhere (or a site gone) is no longer a change here.
  useEffect(() => {
    if (query.data) updateDraft((d) => settleDraft(d, query.data.sites));
  }, [query.data, updateDraft]);

  const suggested = useMemo(
    () => suggestionsById(suggestions.data?.suggestions),
    [suggestions.data],
  );

  const needle = normaliseSearch(search);
  const shown = sites.filter((s) => textMatches(s.name, needle));
  const changes = draftChanges(draft, sites);
  const editor = useSitesEditor(sites, draft, updateDraft, setStatus);
  const { save, confirmingCancel, setConfirmingCancel, saveAll, discard } = useSitesSave(
    accountId,
    changes,
    updateDraft,
    setStatus,
  );

  if (query.isPending) return <LoadingRows rows={6} label={t`Loading sites`} />;
  if (query.isError)
    return (
      <ErrorState
        what="sites"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (sites.length === 0)
    return <EmptyMessage title={t`No sites`} hint={t`This company has no locations to set up.`} />;

  const saveError = save.isError ? errorWords(i18n, appErrorOf(save.error)) : null;
  const selected = editor.selected.size;
  const total = sites.length;
  return (
    // The page scrolls as one (the table is not squeezed under the editor in a small window); the
    // title and Save stay in view.
    <Stack gap="xs" className="sites-page" data-testid="sites-page">
      <SitesHeader
        changes={changes.length}
        saving={save.isPending}
        confirming={confirmingCancel}
        onSave={saveAll}
        onCancel={() => setConfirmingCancel(true)}
        onDiscard={discard}
        onKeep={() => setConfirmingCancel(false)}
      />
      <Text size="xs" c="dimmed" maw={720} mt={-4}>
        <Trans>
          Each site’s zone, working week, public holidays, closures and target. Figures count open
          hours only, on the site’s own clock; under Site time, its days and times are shown in its
          zone. A site without settings counts every hour of every day in the account’s zone (
          {fallbackZone}). A zone suggested for a site without one is only a suggestion: Use puts it
          in your changes, Save keeps it. Public holidays and closures are closed days, with no open
          time; a closure is saved as soon as you add or remove it. A target is the utilisation you
          aim for, e.g. 60–85%: All locations and Insights say whether each site is below, within or
          above it.
        </Trans>
      </Text>
      <NamesSetting accountId={accountId} />
      <ZoneSuggestionsStatus
        pending={suggestions.isLoading}
        error={suggestions.error}
        retrying={suggestions.isFetching}
        onRetry={() => void suggestions.refetch()}
      />
      {saveError && (
        <Alert color="red" variant="light" role="alert" py={6} title={t`The sites were not saved`}>
          <Text size="sm">
            {t`${saveError} Your changes are still here: correct them or try Save again.`}
          </Text>
        </Alert>
      )}
      <SitesEditor editor={editor} draft={draft} fallbackZone={fallbackZone} titleRef={editorRef} />
      <Text size="sm" role="status" aria-live="polite" data-testid="sites-status" mih={20}>
        {status}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          aria-label={t`Find a site`}
          placeholder={t`Find a site`}
          leftSection={<SearchIcon />}
          size="xs"
          w={220}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <Text size="xs" c="dimmed">
          {t`${plural(selected, { one: '# site', other: '# sites' })} selected of ${total}`}
        </Text>
        <HolidaySuggestButton
          sites={shown}
          draft={draft}
          updateDraft={updateDraft}
          setStatus={setStatus}
        />
      </Group>
      <SitesTable
        accountId={accountId}
        shown={shown}
        draft={draft}
        editor={editor}
        fallbackZone={fallbackZone}
        suggestions={suggested}
        onEdit={(id) => {
          editor.choose(new Set([id]));
          // The editor is above the table: take the keyboard there.
          editorRef.current?.focus();
        }}
      />
    </Stack>
  );
}
