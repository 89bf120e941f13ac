import { Badge, Button, Checkbox, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { SiteRow, SiteSettings, SiteZoneSuggestion } from '#shared/contract';
import { bandText } from '#shared/sites/target-band';
import { settingsBasis } from './basis';
import { siteName } from './site-text';
import { daysText, spanText } from './week';
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
  readonly onSelect: (on: boolean) => void;
  readonly onEdit: () => void;
}) {
  const { site, settings, changed, fallbackZone, suggestion } = props;
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
          <>
            <Text span size="sm" c="dimmed">
              Account’s ({fallbackZone})
            </Text>
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
      <Table.Td data-testid="site-days">{daysText(settings?.hours ?? null)}</Table.Td>
      <Table.Td data-testid="site-hours" className="sites-nowrap">
        {spanText(settings?.hours ?? null)}
      </Table.Td>
      <Table.Td data-testid="site-basis">
        <Text span size="xs" c={settings ? undefined : 'dimmed'}>
          {settingsBasis(settings, fallbackZone)}
        </Text>
      </Table.Td>
      <Table.Td data-testid="site-target" className="sites-nowrap">
        {settings?.target ? (
          bandText(settings.target)
        ) : (
          <Text span size="sm" c="dimmed">
            <span aria-hidden>—</span>
            <VisuallyHidden>No target</VisuallyHidden>
          </Text>
        )}
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
