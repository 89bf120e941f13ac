import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import {
  choose,
  COLUMNS,
  type ColumnChoice,
  type ColumnId,
  type ColumnSpec,
} from './portfolio-columns';

/**
 * Which columns All locations shows: a checkbox each (the changes while comparing), remembered.
 * Until one is chosen the columns fit the window's width; "Fit to the window" goes back to that.
 */
export function ColumnsMenu(props: {
  readonly shown: readonly ColumnId[];
  readonly choice: ColumnChoice;
  readonly comparing: boolean;
  readonly onChoice: (choice: ColumnChoice) => void;
}) {
  const { shown, choice, comparing, onChoice } = props;
  const { i18n } = useLingui();
  const box = (c: ColumnSpec) => (
    <Checkbox
      key={c.id}
      size="xs"
      label={i18n._(c.menuLabel)}
      checked={shown.includes(c.id)}
      onChange={(e) => onChoice(choose(choice, shown, comparing, c.id, e.currentTarget.checked))}
      data-column={c.id}
    />
  );
  return (
    <Popover position="bottom-end" shadow="md" trapFocus returnFocus width={240}>
      <Popover.Target>
        <Button variant="default" size="xs" data-testid="portfolio-columns">
          <Trans>Columns</Trans>
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6}>
          <Text size="xs" fw={600} id="portfolio-columns-figures">
            <Trans>Figures</Trans>
          </Text>
          <Stack gap={6} role="group" aria-labelledby="portfolio-columns-figures">
            {COLUMNS.filter((c) => !c.changeOf).map(box)}
          </Stack>
          <Text size="xs" fw={600} mt={4} id="portfolio-columns-changes">
            <Trans>Change against the comparison</Trans>
          </Text>
          {comparing ? (
            <Stack gap={6} role="group" aria-labelledby="portfolio-columns-changes">
              {COLUMNS.filter((c) => c.changeOf).map(box)}
            </Stack>
          ) : (
            <Text size="xs" c="dimmed">
              <Trans>Choose a period to compare with, and each change can have its column.</Trans>
            </Text>
          )}
          <Button
            variant="subtle"
            size="compact-xs"
            mt={4}
            onClick={() => onChoice({})}
            disabled={Object.keys(choice).length === 0}
          >
            <Trans>Fit to the window</Trans>
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
