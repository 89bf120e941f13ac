import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Checkbox, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { SiteRow, SiteSettings, SiteZoneSuggestion } from '#shared/contract';
import { localDateOf } from '#shared/time/zone';
import { bandWords } from './band-words';
import { settingsBasisWords } from './basis';
import { ClosuresButton } from './ClosuresButton';
import { HolidayText } from './HolidayText';
import { siteName } from './site-text';
import { daysWords, spanWords } from './week-words';
import { useWording } from './wording';
import { ZoneSuggestionLine } from './ZoneSuggestionLine';

/** One site in the Sites table: its settings as the draft shows them, marked when unsaved. */
export function SiteTableRow(props: {
  readonly site: SiteRow;
  readonly settings: SiteSettings | null;
  readonly changed: boolean;
  readonly selected: boolean;
  readonly fallbackZone: string;
  /** The zone suggested while the site has none of its own. */
  readonly suggestion: SiteZoneSuggestion | null;
  readonly onUseSuggestion: (zone: string) => void;
  /** The holiday calendar's readable name, once the calendars are loaded. */
  readonly holidayName: string | null;
  /** Now, for which closure is next. */
  readonly nowMs: number;
  readonly onSelect: (on: boolean) => void;
  readonly onEdit: () => void;
  readonly onClosures: () => void;
}) {
  const { site, settings, changed, fallbackZone, suggestion } = props;
  const { t } = useLingui();
  const wording = useWording();
  const name = siteName(wording.i18n, site);
  const hours = settings?.hours ?? null;
  const { invalidZone } = site;
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
          aria-label={t`Select ${name}`}
          checked={props.selected}
          onChange={(e) => props.onSelect(e.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Th scope="row" fw={500}>
        <Group gap={4} wrap="wrap">
          <span>{name}</span>
          {changed ? (
            <Badge size="xs" className="sites-unsaved" data-testid="unsaved-badge">
              {t`Unsaved`}
            </Badge>
          ) : (
            settings === null && (
              <Badge size="xs" color="gray" variant="light">
                {t`Not set up`}
              </Badge>
            )
          )}
        </Group>
      </Table.Th>
      <Table.Td data-testid="site-zone" className="sites-nowrap">
        {settings?.zone ? (
          settings.zone
        ) : (
          <>
            <Text span size="sm" c="dimmed">
              {t`Account’s (${fallbackZone})`}
            </Text>
            {invalidZone !== null && !changed && (
              <Text size="xs" c="red" data-testid="site-invalid-zone">
                {t`The saved zone “${invalidZone}” is not a time zone: choose the site’s zone again.`}
              </Text>
            )}
            {suggestion && (
              <ZoneSuggestionLine
                suggestion={suggestion}
                siteName={name}
                onUse={() => props.onUseSuggestion(suggestion.zone)}
              />
            )}
          </>
        )}
      </Table.Td>
      <Table.Td data-testid="site-days">{daysWords(wording, hours)}</Table.Td>
      <Table.Td data-testid="site-hours" className="sites-nowrap">
        {spanWords(wording, hours)}
      </Table.Td>
      {/* Both are closed days: one column, so the table keeps to the window's width. */}
      <Table.Td miw={140}>
        <HolidayText calendar={settings?.holidays ?? null} name={props.holidayName} />
        <ClosuresButton
          closures={site.closures ?? []}
          siteName={name}
          today={localDateOf(site.settings?.zone ?? fallbackZone, props.nowMs)}
          onOpen={props.onClosures}
        />
      </Table.Td>
      <Table.Td data-testid="site-basis" className="sites-basis-column">
        <Text span size="xs" c={settings ? undefined : 'dimmed'}>
          {settingsBasisWords(wording, settings, fallbackZone)}
        </Text>
      </Table.Td>
      <Table.Td data-testid="site-target" className="sites-nowrap">
        {settings?.target ? (
          bandWords(wording.format.locale, settings.target)
        ) : (
          <Text span size="sm" c="dimmed">
            <span aria-hidden>—</span>
            <VisuallyHidden>{t`No target`}</VisuallyHidden>
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={props.onEdit}
          aria-label={t`Edit ${name}`}
        >
          {t`Edit`}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
