import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Title } from '@mantine/core';
import { memo } from 'react';
import type { Display } from './view-state/view-state';
import { ExportIcon } from '../../ui/icons';
import { SegmentedChoice } from '../../ui/SegmentedChoice';
import { Hint } from '../../ui/Hint';

const DISPLAYS: readonly { readonly value: Display; readonly label: MessageDescriptor }[] = [
  { value: 'timeline', label: msg`Timeline` },
  { value: 'table', label: msg`Table` },
  { value: 'insights', label: msg`Insights` },
  { value: 'trends', label: msg`Trends` },
  { value: 'people', label: msg`People` },
  { value: 'ahead', label: msg`Ahead` },
];

/** The location's name, Timeline/Table, and the export button. */
export const BookingsHeader = memo(function BookingsHeader(props: {
  readonly locationName: string;
  readonly display: Display;
  readonly onDisplay: (d: Display) => void;
  readonly onExport: () => void;
}) {
  const { locationName, display, onDisplay, onExport } = props;
  const { t, i18n } = useLingui();
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
          label={t`Show as`}
          value={display}
          onChange={onDisplay}
          data={DISPLAYS.map((d) => ({ value: d.value, label: i18n._(d.label) }))}
          testId="display-control"
        />
        <Hint label={t`Export (Ctrl+E)`}>
          <Button
            leftSection={<ExportIcon />}
            variant="default"
            onClick={onExport}
            data-testid="export-button"
          >
            {t`Export`}
          </Button>
        </Hint>
      </Group>
    </Group>
  );
});
