import { Button, Group, Title, Tooltip } from '@mantine/core';
import { memo } from 'react';
import type { Display } from './view-state/view-state';
import { ExportIcon } from '../../ui/icons';
import { SegmentedChoice } from '../../ui/SegmentedChoice';

const DISPLAYS: readonly { readonly value: Display; readonly label: string }[] = [
  { value: 'timeline', label: 'Timeline' },
  { value: 'table', label: 'Table' },
  { value: 'insights', label: 'Insights' },
  { value: 'trends', label: 'Trends' },
];

/** The location's name, Timeline/Table, and the export button. */
export const BookingsHeader = memo(function BookingsHeader(props: {
  readonly locationName: string;
  readonly display: Display;
  readonly onDisplay: (d: Display) => void;
  readonly onExport: () => void;
}) {
  const { locationName, display, onDisplay, onExport } = props;
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Title
        order={1}
        size="h4"
        style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
        data-testid="location-title"
      >
        {locationName}
      </Title>
      <Group gap={6} wrap="nowrap">
        <SegmentedChoice
          label="Show as"
          value={display}
          onChange={onDisplay}
          data={DISPLAYS}
          testId="display-control"
        />
        <Tooltip label="Export (Ctrl+E)">
          <Button
            leftSection={<ExportIcon />}
            variant="default"
            onClick={onExport}
            data-testid="export-button"
          >
            Export
          </Button>
        </Tooltip>
      </Group>
    </Group>
  );
});
