import { Button, Group, Paper, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { bayLabel, sortBays, utilisationOf, type BaySort, type BaySortKey } from './bay-order';
import { useInsightsFormat } from './format';
import { tagName } from './TagUse';
import type { BayUse } from './types';
import { ScrollRegion } from './ScrollRegion';

/** Bays shown at each end of the list while it is folded. */
export const FOLDED_ENDS = 5;

const COLUMNS: readonly { key: BaySortKey; label: string; numeric: boolean }[] = [
  { key: 'name', label: 'Bay', numeric: false },
  { key: 'bookings', label: 'Bookings', numeric: true },
  { key: 'booked', label: 'Booked', numeric: true },
  { key: 'utilisation', label: 'Utilisation', numeric: true },
];

function BayRow(props: { readonly bay: BayUse; readonly onOpen: (bay: BayUse) => void }) {
  const { bay, onOpen } = props;
  const { formatBookedHours, formatCount, formatPercent } = useInsightsFormat();
  const u = utilisationOf(bay);
  return (
    <Table.Tr data-testid="bay-use-row">
      <Table.Td>
        <button
          type="button"
          className="link-button"
          onClick={() => onOpen(bay)}
          title="Show this bay in the timeline"
        >
          {bayLabel(bay)}
        </button>
        <Text span size="xs" c="dimmed" ml={6}>
          {tagName(bay.tag)}
        </Text>
      </Table.Td>
      <Table.Td ta="right">{formatCount(bay.bookings)}</Table.Td>
      <Table.Td ta="right">{formatBookedHours(bay.bookedMs)}</Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap" justify="flex-end">
          <div className="bay-bar" aria-hidden="true">
            <span style={{ width: `${Math.round((u ?? 0) * 100)}%` }} />
          </div>
          <Text span size="xs" w={44} ta="right">
            {formatPercent(u)}
          </Text>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Every bay, sortable by any column. Folded, it shows the five at each end of the order, so the
 * most- and the least-used bays are both in view without scrolling.
 */
export function BayUseList(props: {
  readonly bays: readonly BayUse[];
  readonly summary: string;
  readonly onOpen: (bay: BayUse) => void;
}) {
  const { bays, summary, onOpen } = props;
  const { formatCount } = useInsightsFormat();
  const [sort, setSort] = useState<BaySort>({ key: 'utilisation', descending: true });
  const [unfolded, setUnfolded] = useState(false);
  const sorted = useMemo(() => sortBays(bays, sort), [bays, sort]);
  const foldable = sorted.length > FOLDED_ENDS * 2 + 1;
  const folded = foldable && !unfolded;
  const summaryId = useId();
  const choose = (key: BaySortKey) =>
    setSort((s) =>
      s.key === key ? { key, descending: !s.descending } : { key, descending: key !== 'name' },
    );
  const hidden = sorted.length - FOLDED_ENDS * 2;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      className="insights-card insights-card-long"
      data-folded={folded || undefined}
      data-testid="bay-use"
    >
      <Group justify="space-between" mb={4}>
        <Title order={2} size="h6">
          By bay
        </Title>
        {foldable && (
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() => setUnfolded((u) => !u)}
            className="no-print"
          >
            {unfolded ? 'Show the ends only' : `Show all ${formatCount(sorted.length)} bays`}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed" mb="xs" id={summaryId}>
        {summary}
      </Text>
      <ScrollRegion label="Bays by use" maxHeight={folded ? undefined : 480}>
        <Table fz="xs" stickyHeader aria-describedby={summaryId} data-testid="bay-use-table">
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((c) => (
                <Table.Th
                  key={c.key}
                  ta={c.numeric ? 'right' : undefined}
                  aria-sort={
                    sort.key === c.key ? (sort.descending ? 'descending' : 'ascending') : 'none'
                  }
                >
                  <UnstyledButton onClick={() => choose(c.key)} fz="xs" fw={600}>
                    {c.label}
                    {sort.key === c.key ? (sort.descending ? ' ↓' : ' ↑') : ''}
                  </UnstyledButton>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(folded ? sorted.slice(0, FOLDED_ENDS) : sorted).map((b) => (
              <BayRow key={b.bayId} bay={b} onOpen={onOpen} />
            ))}
            {folded && (
              <Table.Tr>
                <Table.Td colSpan={4} ta="center">
                  <Button
                    variant="subtle"
                    size="compact-xs"
                    onClick={() => setUnfolded(true)}
                    data-testid="bay-use-unfold"
                  >
                    … {formatCount(hidden)} more {hidden === 1 ? 'bay' : 'bays'} …
                  </Button>
                </Table.Td>
              </Table.Tr>
            )}
            {folded &&
              sorted
                .slice(-FOLDED_ENDS)
                .map((b) => <BayRow key={b.bayId} bay={b} onOpen={onOpen} />)}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Paper>
  );
}
