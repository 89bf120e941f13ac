import { useLingui } from '@lingui/react/macro';
import { Checkbox, Table, VisuallyHidden } from '@mantine/core';
import type { SiteRow, SiteZoneSuggestion } from '#shared/contract';
import { useState } from 'react';
import { useNow } from '../../ui/use-now';
import { EmptyMessage } from '../../ui/status/EmptyMessage';
import { ClosuresModal } from './ClosuresModal';
import { shownSettings, type SitesDraft } from './sites-draft';
import { SiteTableRow } from './SiteTableRow';
import { useCalendarNames } from './use-calendar-names';
import type { SitesEditorState } from './use-sites-editor';

/** The sites the search shows, each ticked to be changed or edited alone, and their closures. */
export function SitesTable(props: {
  readonly accountId: string;
  readonly shown: readonly SiteRow[];
  readonly draft: SitesDraft;
  readonly editor: SitesEditorState;
  readonly fallbackZone: string;
  /** The zones suggested for sites without one, by location id. */
  readonly suggestions: ReadonlyMap<string, SiteZoneSuggestion>;
  readonly onEdit: (locationId: string) => void;
}) {
  const { t } = useLingui();
  const { shown, draft, editor, fallbackZone } = props;
  const { selected, choose } = editor;
  const allShown = shown.length > 0 && shown.every((s) => selected.has(s.locationId));
  const someShown = shown.some((s) => selected.has(s.locationId));
  const nowMs = useNow(60_000);
  // Asked for only while some site shows a calendar: a table without any needs no names.
  const names = useCalendarNames(shown.some((s) => shownSettings(draft, s)?.holidays));
  const holidayNameOf = (site: SiteRow) => {
    const calendar = shownSettings(draft, site)?.holidays;
    return calendar ? (names.get(calendar) ?? null) : null;
  };
  // One dialog for the table, on the site's latest list: a closure added shows at once.
  const [closuresOf, setClosuresOf] = useState<string | null>(null);
  const closuresSite = shown.find((s) => s.locationId === closuresOf) ?? null;
  return (
    <div>
      <div className="sites-table-scroll">
        <Table striped highlightOnHover className="sites-table" data-testid="sites-table">
          <VisuallyHidden component="caption">
            {t`Every site’s zone, working week, public holidays, closures and target; changed rows are marked Unsaved until saved.`}
          </VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36}>
                <Checkbox
                  size="xs"
                  aria-label={t`Select every site shown`}
                  checked={allShown}
                  indeterminate={someShown && !allShown}
                  onChange={(e) => {
                    // Only the sites shown: a selection hidden by the search stays as it was.
                    const next = new Set(selected);
                    for (const s of shown)
                      if (e.currentTarget.checked) next.add(s.locationId);
                      else next.delete(s.locationId);
                    choose(next);
                  }}
                  data-testid="select-all-sites"
                />
              </Table.Th>
              <Table.Th scope="col">{t`Site`}</Table.Th>
              <Table.Th scope="col">{t`Zone`}</Table.Th>
              <Table.Th scope="col">{t`Working days`}</Table.Th>
              <Table.Th scope="col">{t`Hours`}</Table.Th>
              <Table.Th scope="col">{t`Public holidays and closures`}</Table.Th>
              <Table.Th scope="col" className="sites-basis-column">
                {t`Figures counted on`}
              </Table.Th>
              <Table.Th scope="col">{t`Target utilisation`}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{t`Edit`}</VisuallyHidden>
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
                suggestion={props.suggestions.get(site.locationId) ?? null}
                onUseSuggestion={(zone) => editor.applySuggestedZone(site, zone)}
                holidayName={holidayNameOf(site)}
                nowMs={nowMs}
                onSelect={(on) => editor.toggle(site.locationId, on)}
                onEdit={() => props.onEdit(site.locationId)}
                onClosures={() => setClosuresOf(site.locationId)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {closuresSite && (
        <ClosuresModal
          accountId={props.accountId}
          site={closuresSite}
          zone={closuresSite.settings?.zone ?? fallbackZone}
          nowMs={nowMs}
          onClose={() => setClosuresOf(null)}
        />
      )}
      {shown.length === 0 && (
        <EmptyMessage title={t`No site matches`} hint={t`Clear the search to see every site.`} />
      )}
    </div>
  );
}
