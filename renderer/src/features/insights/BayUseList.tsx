import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Paper, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { ChangeText } from '../compare/ChangeText';
import { useId, useMemo, useState } from 'react';
import { bayLabel, sortBays, utilisationOf, type BaySort, type BaySortKey } from './bay-order';
import { useFigureFormat } from '../../ui/format/figure-format';
import { tagName } from './TagUse';
import type { BayUse } from './types';
import { ScrollRegion } from './ScrollRegion';
import { Toggle } from './Toggle';
import { UNDER_USED_CHOICES, useUnderUsedBelow } from './under-used';

/** Bays shown at each end of the list while it is folded. */
export const FOLDED_ENDS = 5;

const COLUMNS: readonly { key: BaySortKey; label: MessageDescriptor; numeric: boolean }[] = [
  { key: 'name', label: msg`Bay`, numeric: false },
  { key: 'bookings', label: msg`Bookings`, numeric: true },
  {
    key: 'booked',
    label: msg({ comment: 'Column: the booked hours.', message: 'Booked' }),
    numeric: true,
  },
  { key: 'utilisation', label: msg`Utilisation`, numeric: true },
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
  const { formatBookedHours, formatCount, formatPercent } = useFigureFormat();
  const { t, i18n } = useLingui();
  const gone = presence === 'gone';
  const u = gone ? null : utilisationOf(bay);
  return (
    <Table.Tr data-testid="bay-use-row">
      <Table.Td>
        <button
          type="button"
          className="link-button"
          onClick={() => onOpen(bay)}
          title={t`Show this bay in the timeline`}
        >
          {bayLabel(bay, i18n)}
        </button>
        <Text span size="xs" c="dimmed" ml={6}>
          {tagName(bay.tag, i18n)}
        </Text>
        {presence !== 'both' && (
          <span className="bay-mark" data-testid={`bay-${presence}`}>
            {presence === 'new'
              ? t({ comment: 'A bay the comparison period did not have.', message: 'new' })
              : t({ comment: 'A bay of the comparison period only.', message: 'gone' })}
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
  const { formatCount, formatPercent } = useFigureFormat();
  const { t, i18n } = useLingui();
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
    const list = sortBays(underUsedOnly ? underUsed : bays, sort, i18n);
    return underUsedOnly ? list : [...list, ...gone];
  }, [bays, underUsed, underUsedOnly, gone, sort, i18n]);
  const presenceOf = (b: BayUse): Presence =>
    !beforeById ? 'both' : gone.includes(b) ? 'gone' : beforeById.has(b.bayId) ? 'both' : 'new';
  const foldable = sorted.length > FOLDED_ENDS * 2 + 1;
  const folded = foldable && !unfolded;
  const summaryId = useId();
  const choose = (key: BaySortKey) =>
    setSort((s) =>
      s.key === key ? { key, descending: !s.descending } : { key, descending: key !== 'name' },
    );
  const hiddenCount = sorted.length - FOLDED_ENDS * 2;
  const hidden = formatCount(hiddenCount);
  const all = formatCount(sorted.length);
  const underUsedCount = formatCount(underUsed.length);
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
          <Trans>By bay</Trans>
        </Title>
        {foldable && (
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() => setUnfolded((u) => !u)}
            className="no-print"
          >
            {unfolded
              ? t`Show the ends only`
              : t({
                  comment: 'Shown only for more than eleven bays.',
                  message: `Show all ${all} bays`,
                })}
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
          label={t`Only the under-used bays (below ${below} of open time), never-booked ones included (${underUsedCount})`}
          data-testid="under-used-only"
        />
        <Toggle
          label={t`Under-used below`}
          value={String(underBelow)}
          onChange={(v) => chooseUnderBelow(Number(v))}
          data={UNDER_USED_CHOICES.map((r) => ({ value: String(r), label: formatPercent(r, 0) }))}
        />
      </Group>
      <ScrollRegion label={t`Bays by use`} maxHeight={folded ? undefined : 480}>
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
                    {i18n._(c.label)}
                    {sort.key === c.key ? (sort.descending ? ' ↓' : ' ↑') : ''}
                  </UnstyledButton>
                </Table.Th>
              ))}
              {comparing && (
                <Table.Th ta="right">
                  <Trans comment="Column: the change against the comparison period.">Change</Trans>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {underUsedOnly && sorted.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={comparing ? 5 : 4} data-testid="no-under-used">
                  <Trans>No bay was under {below} in this period.</Trans>
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
                    {t`${plural(hiddenCount, { one: `… ${hidden} more bay …`, other: `… ${hidden} more bays …` })}`}
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
