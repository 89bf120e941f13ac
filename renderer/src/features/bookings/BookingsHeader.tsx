import { Button, Group, SegmentedControl, Title, Tooltip } from '@mantine/core';
import { memo } from 'react';
import { ExportIcon } from '../../ui/icons';

/** How the bookings are shown. */
export type Display = 'timeline' | 'table' | 'insights';

const asDisplay = (v: string): Display =>
  v === 'table' ? 'table' : v === 'insights' ? 'insights' : 'timeline';

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
        <SegmentedControl
          aria-label="Show as"
          value={display}
          onChange={(v) => onDisplay(asDisplay(v))}
          data={[
            { value: 'timeline', label: 'Timeline' },
            { value: 'table', label: 'Table' },
            { value: 'insights', label: 'Insights' },
          ]}
          data-testid="display-control"
        />
        <Tooltip label="Export to CSV (Ctrl+E)">
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
