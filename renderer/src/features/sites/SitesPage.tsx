import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { SiteRow, SiteSettings } from '#shared/contract';
import { compareText } from '#shared/scope/row-order';
import { normaliseSearch, textMatches } from '#shared/scope/search';
import { useSites } from '../../data/sites';
import { useUpdateSites } from '../../data/update-sites';
import { appErrorOf } from '../../data/bridge-error';
import { SearchIcon } from '../../ui/icons';
import { EmptyMessage } from '../status/EmptyMessage';
import { ErrorState } from '../status/ErrorState';
import { LoadingRows } from '../status/LoadingRows';
import { settingsBasis } from './basis';
import { useSitesDraft } from './draft-store';
import {
  applyHours,
  applyZone,
  common,
  draftChanges,
  NO_CHANGES,
  sameHours,
  settleDraft,
  shownSettings,
} from './sites-draft';
import { daysText, formOf, OFFICE_WEEK, readWeek, spanText, type WeekForm } from './week';
import { WeekEditor } from './WeekEditor';
import { ZoneSelect } from './ZoneSelect';
import './sites.css';

const siteName = (s: SiteRow) => s.name ?? 'Unnamed location';
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Every site of the account with its zone and working week, edited several at once: choose rows,
 * set a zone and/or a working week for them, then Save (one updateSites call). Unsaved changes are
 * marked, and kept until saved or cancelled (draft-store.ts).
 */
export function SitesPage(props: { readonly accountId: string; readonly fallbackZone: string }) {
  const { accountId, fallbackZone } = props;
  const query = useSites(accountId);
  const save = useUpdateSites(accountId);
  const [draft, updateDraft] = useSitesDraft(accountId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [zone, setZone] = useState<string | null | undefined>(undefined);
  const [week, setWeek] = useState<WeekForm>(OFFICE_WEEK);
  const [weekTried, setWeekTried] = useState(false);
  const [suggested, setSuggested] = useState(false);
  const editorRef = useRef<HTMLHeadingElement>(null);

  const sites = useMemo(
    () => [...(query.data?.sites ?? [])].sort((a, b) => compareText(a.name, b.name)),
    [query.data],
  );
  // A change saved elsewhere (or a site gone) is no longer a change here.
  useEffect(() => {
    if (query.data) updateDraft((d) => settleDraft(d, query.data.sites));
  }, [query.data, updateDraft]);

  const needle = normaliseSearch(search);
  const shown = sites.filter((s) => textMatches(s.name, needle));
  const chosen = sites.filter((s) => selected.has(s.locationId));
  const changes = draftChanges(draft, sites);

  /** Selects `ids`, and fills the editor with what those sites share. */
  const choose = (ids: ReadonlySet<string>) => {
    setSelected(ids);
    setWeekTried(false);
    const settings = sites.filter((s) => ids.has(s.locationId)).map((s) => shownSettings(draft, s));
    // Sites without settings have no zone to show: the manager picks one.
    setZone(
      settings.every((s) => s === null) ? undefined : common(settings.map((s) => s?.zone ?? null)),
    );
    // Sites not set up, or set up differently, start from an office's week: a suggestion, applied
    // only by the manager's click.
    const hours = settings.every((s) => s === null)
      ? undefined
      : common(
          settings.map((s) => s?.hours ?? null),
          (a, b) => sameHours(a, b),
        );
    setWeek(hours === undefined ? OFFICE_WEEK : formOf(hours));
    setSuggested(hours === undefined && ids.size > 0);
  };
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    choose(next);
  };
  const allShown = shown.length > 0 && shown.every((s) => selected.has(s.locationId));
  const someShown = shown.some((s) => selected.has(s.locationId));

  const read = readWeek(week);
  const weekErrors =
    'errors' in read
      ? {
          days: read.errors.days,
          // An empty time is only wrong once the week is applied.
          opens: weekTried || week.opens ? read.errors.opens : undefined,
          closes: weekTried || week.closes ? read.errors.closes : undefined,
        }
      : {};

  const applyZoneToChosen = () => {
    if (zone === undefined || selected.size === 0) return;
    updateDraft((d) => applyZone(d, sites, selected, zone));
    setStatus(
      `${zone ?? 'The account’s zone'} set for ${plural(selected.size, 'site')}: not saved yet.`,
    );
  };
  const applyWeekToChosen = () => {
    setWeekTried(true);
    if ('errors' in read || selected.size === 0) {
      setStatus('The working week was not applied: see what to correct above.');
      return;
    }
    updateDraft((d) => applyHours(d, sites, selected, read.hours));
    setStatus(`Working week set for ${plural(selected.size, 'site')}: not saved yet.`);
  };
  const saveAll = () => {
    if (changes.length === 0) return;
    setConfirmingCancel(false);
    save.mutateAsync(changes).then(
      (list) => {
        // What was saved is no longer a change, even if the page was left meanwhile.
        updateDraft((d) => settleDraft(d, list.sites));
        setStatus(
          `Saved ${plural(changes.length, 'site')}. Insights and All locations count them on their new clocks.`,
        );
      },
      // The error is shown from the mutation's state; the changes stay.
      () => undefined,
    );
  };
  const discard = () => {
    updateDraft(() => NO_CHANGES);
    setConfirmingCancel(false);
    setStatus('Changes cancelled: the sites are as saved.');
  };

  if (query.isPending) return <LoadingRows rows={6} label="Loading sites" />;
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
    return <EmptyMessage title="No sites" hint="This company has no locations to set up." />;

  const saveError = save.isError ? appErrorOf(save.error) : null;
  const n = selected.size;
  return (
    // The page scrolls as one (the table is not squeezed under the editor in a small window); the
    // title and Save stay in view.
    <Stack gap="xs" className="sites-page" data-testid="sites-page">
      <Group
        justify="space-between"
        wrap="wrap"
        gap="xs"
        align="center"
        className="sites-sticky-head"
      >
        <Title order={2} size="h4">
          Sites
        </Title>
        <SaveBar
          changes={changes.length}
          saving={save.isPending}
          confirming={confirmingCancel}
          onSave={saveAll}
          onCancel={() => setConfirmingCancel(true)}
          onDiscard={discard}
          onKeep={() => setConfirmingCancel(false)}
        />
      </Group>
      <Text size="xs" c="dimmed" maw={720} mt={-4}>
        Each site’s zone and working week. Figures count open hours only, on the site’s own clock;
        under Site time, its days and times are shown in its zone. A site without settings counts
        every hour of every day in the account’s zone ({fallbackZone}).
      </Text>
      {saveError && (
        <Alert color="red" variant="light" role="alert" py={6} title="The sites were not saved">
          <Text size="sm">
            {saveError.message} Your changes are still here: correct them or try Save again.
          </Text>
        </Alert>
      )}
      <section className="sites-editor" aria-labelledby="sites-editor-title">
        <Text
          component="h3"
          size="sm"
          fw={600}
          id="sites-editor-title"
          ref={editorRef}
          tabIndex={-1}
          m={0}
        >
          {n === 0
            ? 'Change several sites at once'
            : n === 1
              ? `Change ${siteName(chosen[0] as SiteRow)}`
              : `Change ${plural(n, 'selected site')}`}
        </Text>
        {n === 0 && (
          <Text size="xs" c="dimmed">
            Tick the sites to change in the table (or Edit on one row), then set a zone, a working
            week or both.
          </Text>
        )}
        <Group gap="lg" align="flex-start" wrap="wrap" mt={4}>
          <Stack gap={6}>
            <ZoneSelect
              label="Zone"
              value={zone}
              onChange={setZone}
              accountZone={fallbackZone}
              placeholder={
                n > 1 && zone === undefined && chosen.some((s) => shownSettings(draft, s))
                  ? 'Several zones: choose one'
                  : undefined
              }
              disabled={n === 0}
              testId="sites-zone"
            />
            <Button
              size="xs"
              variant="default"
              disabled={n === 0 || zone === undefined}
              onClick={applyZoneToChosen}
              data-testid="apply-zone"
            >
              {n > 1 ? `Apply zone to ${plural(n, 'site')}` : 'Apply zone'}
            </Button>
          </Stack>
          <Stack gap={6}>
            <WeekEditor
              value={week}
              onChange={(w) => {
                setWeek(w);
                setSuggested(false);
              }}
              errors={weekErrors}
              disabled={n === 0}
              suggestion={
                suggested
                  ? n === 1
                    ? 'an office’s week; this site has none set yet.'
                    : 'an office’s week; these sites have none in common yet.'
                  : null
              }
            />
            <Button
              size="xs"
              variant="default"
              disabled={n === 0}
              onClick={applyWeekToChosen}
              data-testid="apply-week"
              style={{ alignSelf: 'flex-start' }}
            >
              {n > 1 ? `Apply working week to ${plural(n, 'site')}` : 'Apply working week'}
            </Button>
          </Stack>
        </Group>
      </section>
      <Text size="sm" role="status" aria-live="polite" data-testid="sites-status" mih={20}>
        {status}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          aria-label="Find a site"
          placeholder="Find a site"
          leftSection={<SearchIcon />}
          size="xs"
          w={220}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <Text size="xs" c="dimmed">
          {plural(n, 'site')} selected of {sites.length}
        </Text>
      </Group>
      <div>
        <Table striped highlightOnHover className="sites-table" data-testid="sites-table">
          <VisuallyHidden component="caption">
            Every site’s zone and working week; changed rows are marked Unsaved until saved.
          </VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36}>
                <Checkbox
                  size="xs"
                  aria-label="Select every site shown"
                  checked={allShown}
                  indeterminate={someShown && !allShown}
                  onChange={(e) => {
                    const next = new Set(selected);
                    for (const s of shown)
                      if (e.currentTarget.checked) next.add(s.locationId);
                      else next.delete(s.locationId);
                    choose(next);
                  }}
                  data-testid="select-all-sites"
                />
              </Table.Th>
              <Table.Th scope="col">Site</Table.Th>
              <Table.Th scope="col">Zone</Table.Th>
              <Table.Th scope="col">Working days</Table.Th>
              <Table.Th scope="col">Hours</Table.Th>
              <Table.Th scope="col">Figures counted on</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>Edit</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((site) => (
              <SiteTableRow
                key={site.locationId}
                site={site}
                settings={shownSettings(draft, site)}
                changed={draft.has(site.locationId)}
                selected={selected.has(site.locationId)}
                fallbackZone={fallbackZone}
                onSelect={(on) => toggle(site.locationId, on)}
                onEdit={() => {
                  choose(new Set([site.locationId]));
                  editorRef.current?.focus();
                }}
              />
            ))}
          </Table.Tbody>
        </Table>
        {shown.length === 0 && (
          <EmptyMessage title="No site matches" hint="Clear the search to see every site." />
        )}
      </div>
    </Stack>
  );
}

function SiteTableRow(props: {
  readonly site: SiteRow;
  readonly settings: SiteSettings | null;
  readonly changed: boolean;
  readonly selected: boolean;
  readonly fallbackZone: string;
  readonly onSelect: (on: boolean) => void;
  readonly onEdit: () => void;
}) {
  const { site, settings, changed, fallbackZone } = props;
  const name = siteName(site);
  return (
    <Table.Tr
      data-testid="site-row"
      data-site={name}
      data-changed={changed || undefined}
      className={changed ? 'sites-row-changed' : undefined}
    >
      <Table.Td>
        <Checkbox
          size="xs"
          aria-label={`Select ${name}`}
          checked={props.selected}
          onChange={(e) => props.onSelect(e.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Th scope="row" fw={500}>
        <Group gap={4} wrap="wrap">
          <span>{name}</span>
          {changed ? (
            <Badge size="xs" className="sites-unsaved" data-testid="unsaved-badge">
              Unsaved
            </Badge>
          ) : (
            settings === null && (
              <Badge size="xs" color="gray" variant="light">
                Not set up
              </Badge>
            )
          )}
        </Group>
      </Table.Th>
      <Table.Td data-testid="site-zone" className="sites-nowrap">
        {settings?.zone ? (
          settings.zone
        ) : (
          <Text span size="sm" c="dimmed">
            Account’s ({fallbackZone})
          </Text>
        )}
      </Table.Td>
      <Table.Td data-testid="site-days">{daysText(settings?.hours ?? null)}</Table.Td>
      <Table.Td data-testid="site-hours" className="sites-nowrap">
        {spanText(settings?.hours ?? null)}
      </Table.Td>
      <Table.Td data-testid="site-basis">
        <Text span size="xs" c={settings ? undefined : 'dimmed'}>
          {settingsBasis(settings, fallbackZone)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={props.onEdit}
          aria-label={`Edit ${name}`}
        >
          Edit
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** How many sites are changed and not saved, Save, and Cancel with a second step before anything is lost. */
function SaveBar(props: {
  readonly changes: number;
  readonly saving: boolean;
  readonly confirming: boolean;
  readonly onSave: () => void;
  readonly onCancel: () => void;
  readonly onDiscard: () => void;
  readonly onKeep: () => void;
}) {
  const { changes } = props;
  if (changes === 0 && !props.saving)
    return (
      <Text size="sm" c="dimmed" data-testid="sites-saved-state">
        No unsaved changes
      </Text>
    );
  if (props.confirming) return <ConfirmCancel {...props} />;
  return (
    <Group gap={6} wrap="nowrap" className="sites-savebar" data-testid="sites-savebar">
      <Badge size="lg" radius="sm" tt="none" className="sites-unsaved">
        {plural(changes, 'site')} changed, not saved
      </Badge>
      <Button size="xs" variant="default" onClick={props.onCancel} disabled={props.saving}>
        Cancel
      </Button>
      <Button size="xs" onClick={props.onSave} loading={props.saving} data-testid="sites-save">
        {`Save ${plural(changes, 'site')}`}
      </Button>
    </Group>
  );
}

/** The second step of Cancel: nothing is lost by one stray click. */
function ConfirmCancel(props: {
  readonly changes: number;
  readonly onDiscard: () => void;
  readonly onKeep: () => void;
}) {
  const keep = useRef<HTMLButtonElement>(null);
  // The Cancel button is gone: the focus goes to the safe choice.
  useEffect(() => keep.current?.focus(), []);
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label="Cancel the changes?">
      <Text size="sm">Discard {plural(props.changes, 'unsaved change')}?</Text>
      <Button size="xs" color="red" variant="light" onClick={props.onDiscard}>
        Discard changes
      </Button>
      <Button size="xs" variant="default" onClick={props.onKeep} ref={keep}>
        Keep editing
      </Button>
    </Group>
  );
}
