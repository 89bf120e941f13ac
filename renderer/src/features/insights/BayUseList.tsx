import { Button, Checkbox, Group, Paper, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { ChangeText } from '../compare/ChangeText';
import { useId, useMemo, useState } from 'react';
import { bayLabel, sortBays, utilisationOf, type BaySort, type BaySortKey } from './bay-order';
import { useInsightsFormat } from './format';
import { tagName } from './TagUse';
import type { BayUse } from './types';
import { ScrollRegion } from './ScrollRegion';
import { Toggle } from './Toggle';
import { UNDER_USED_CHOICES, useUnderUsedBelow } from './under-used';

/** Bays shown at each end of the list while it is folded. */
export const FOLDED_ENDS = 5;

const COLUMNS: readonly { key: BaySortKey; label: string; numeric: boolean }[] = [
  { key: 'name', label: 'Bay', numeric: false },
  { key: 'bookings', label: 'Bookings', numeric: true },
  { key: 'booked', label: 'Booked', numeric: true },
  { key: 'utilisation', label: 'Utilisation', numeric: true },
];

/** A bay of one period only, when comparing: new in this one, or gone since the one before. */
type Presence = 'both' | 'new' | 'gone';

function BayRow(props: {
  readonly bay: BayUse;
  readonly onOpen: (bay: BayUse) => void;
  /** When comparing: the bay's use in the period before (null: it had none, it is new). */
  readonly comparing: boolean;
  readonly before: BayUse | null;
  readonly presence: Presence;
}) {
  const { bay, onOpen, comparing, before, presence } = props;
  const { formatBookedHours, formatCount, formatPercent } = useInsightsFormat();
  const gone = presence === 'gone';
  const u = gone ? null : utilisationOf(bay);
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
        {presence !== 'both' && (
          <span className="bay-mark" data-testid={`bay-${presence}`}>
            {presence === 'new' ? 'new' : 'gone'}
          </span>
        )}
      </Table.Td>
      <Table.Td ta="right">{gone ? '—' : formatCount(bay.bookings)}</Table.Td>
      <Table.Td ta="right">{gone ? '—' : formatBookedHours(bay.bookedMs)}</Table.Td>
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
      {comparing && (
        <Table.Td ta="right">
          <ChangeText now={u} before={before ? utilisationOf(before) : null} kind="ratio" />
        </Table.Td>
      )}
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
  /** The bays of the comparison period, when comparing. */
  readonly before?: readonly BayUse[] | null;
}) {
  const { bays, summary, onOpen } = props;
  const { formatCount, formatPercent } = useInsightsFormat();
  const [sort, setSort] = useState<BaySort>({ key: 'utilisation', descending: true });
  const [unfolded, setUnfolded] = useState(false);
  const [underUsedOnly, setUnderUsedOnly] = useState(false);
  // The manager's threshold (10% unless chosen), kept on this computer; the export follows it.
  const [underBelow, chooseUnderBelow] = useUnderUsedBelow();
  const below = formatPercent(underBelow, 0);
  const beforeById = useMemo(
    () => (props.before ? new Map(props.before.map((b) => [b.bayId, b])) : null),
    [props.before],
  );
  const comparing = beforeById !== null;
  // Bays of the period before only are listed too, marked gone, after the sort's own order.
  const gone = useMemo(() => {
    if (!props.before) return [];
    const now = new Set(bays.map((b) => b.bayId));
    return props.before.filter((b) => !now.has(b.bayId));
  }, [bays, props.before]);
  const underUsed = useMemo(
    () => bays.filter((b) => (utilisationOf(b) ?? 0) < underBelow),
    [bays, underBelow],
  );
  const sorted = useMemo(() => {
    const list = sortBays(underUsedOnly ? underUsed : bays, sort);
    return underUsedOnly ? list : [...list, ...gone];
  }, [bays, underUsed, underUsedOnly, gone, sort]);
  const presenceOf = (b: BayUse): Presence =>
    !beforeById ? 'both' : gone.includes(b) ? 'gone' : beforeById.has(b.bayId) ? 'both' : 'new';
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
      <Text size="xs" c="dimmed" mb={4} id={summaryId}>
        {summary}
      </Text>
      <Group gap="xs" mb="xs" className="no-print" wrap="wrap">
        <Checkbox
          size="xs"
          checked={underUsedOnly}
          onChange={(e) => setUnderUsedOnly(e.currentTarget.checked)}
          label={`Only the under-used bays (below ${below} of open time), never-booked ones included (${formatCount(underUsed.length)})`}
          data-testid="under-used-only"
        />
        <Toggle
          label="Under-used below"
          value={String(underBelow)}
          onChange={(v) => chooseUnderBelow(Number(v))}
          data={UNDER_USED_CHOICES.map((r) => ({ value: String(r), label: formatPercent(r, 0) }))}
        />
      </Group>
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
              {comparing && <Table.Th ta="right">Change</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {underUsedOnly && sorted.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={comparing ? 5 : 4} data-testid="no-under-used">
                  No bay was under {below} in this period.
                </Table.Td>
              </Table.Tr>
            )}
            {(folded ? sorted.slice(0, FOLDED_ENDS) : sorted).map((b) => (
              <BayRow
                key={b.bayId}
                bay={b}
                onOpen={onOpen}
                comparing={comparing}
                before={beforeById?.get(b.bayId) ?? null}
                presence={presenceOf(b)}
              />
            ))}
            {folded && (
              <Table.Tr>
                <Table.Td colSpan={comparing ? 5 : 4} ta="center">
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
                .map((b) => (
                  <BayRow
                    key={b.bayId}
                    bay={b}
                    onOpen={onOpen}
                    comparing={comparing}
                    before={beforeById?.get(b.bayId) ?? null}
                    presence={presenceOf(b)}
                  />
                ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Paper>
  );
}
