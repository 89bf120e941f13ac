import { useLingui } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PortfolioFigures } from '#shared/insights/portfolio';
import type { TargetBand } from '#shared/sites/target-band';
import { localDateOf } from '#shared/time/zone';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { ChangeText } from '../compare/ChangeText';
import { useInsightsFormat } from '../insights/format';
import { TargetStatusText } from '../sites/TargetStatusText';
import { columnSpec, type ColumnId } from './portfolio-columns';
import { UsePerDay } from './UsePerDay';

/** The columns of words, set at the start of their cells; the rest are numbers. */
export const TEXT_COLUMNS: ReadonlySet<ColumnId> = new Set(['busiest', 'perDay', 'target']);

/** One figure of a location (or of the company's totals, `name` null) in the All locations table. */
export function PortfolioCell(props: {
  readonly id: ColumnId;
  readonly figures: PortfolioFigures;
  readonly before: PortfolioFigures | null;
  /** The zone the row's times are read in. */
  readonly zone: string;
  readonly name: string | null;
  readonly target: TargetBand | null;
}) {
  const { id, figures: x, before, zone, name } = props;
  const f = useInsightsFormat();
  const locale = useLocaleFormat();
  const { t } = useLingui();
  const spec = columnSpec(id);
  const right = (content: ReactNode) => (
    <Table.Td ta="right" data-column={id}>
      {content}
    </Table.Td>
  );
  const left = (content: ReactNode) => <Table.Td data-column={id}>{content}</Table.Td>;
  const count = (n: number | null) => (n === null ? '—' : f.formatCount(n));
  switch (id) {
    case 'bays':
      return right(f.formatCount(x.bays));
    case 'bookings':
      return right(f.formatCount(x.bookings));
    case 'people':
      return right(f.formatCount(x.people));
    case 'regular':
      return right(count(x.regularBookers));
    case 'doubles':
      return right(f.formatCount(x.doubleBookings));
    case 'booked':
      return right(f.formatBookedHours(x.bookedMs));
    case 'utilisation':
      return right(f.formatPercent(x.utilisation));
    case 'peak': {
      const at = x.peakAtMs;
      const date = at === null ? '' : locale.shortDate(localDateOf(zone, at));
      const time = at === null ? '' : locale.clock(zone, at);
      return right(
        <>
          {count(x.peak)}
          {at !== null && (
            <Text size="xs" c="dimmed">
              {t({
                message: `${date}, ${time}`,
                comment: 'When the peak was: “Tue, Mar 3, 09:30”',
              })}
            </Text>
          )}
        </>,
      );
    }
    case 'needed':
      return right(count(x.baysNeeded));
    case 'spare':
      return right(count(x.spareBays));
    case 'target':
      // The status of this period's utilisation, never the comparison's; the totals have none.
      return left(
        name !== null && (
          <TargetStatusText utilisation={x.utilisation} band={props.target} form="short" />
        ),
      );
    case 'busiest':
      return left(
        x.busiest
          ? `${f.weekdayShortName(x.busiest.isoWeekday)} ${f.hourRange(x.busiest.hour)}`
          : '—',
      );
    case 'perDay':
      return left(
        name !== null && <UsePerDay perDay={x.perDay} label={t`Use per day at ${name}`} />,
      );
    default: {
      // The rest are the changes against the comparison.
      const change = spec.changeOf;
      return right(
        change && (
          <ChangeText
            now={change.value(x)}
            before={before ? change.value(before) : null}
            kind={change.kind}
            size="sm"
          />
        ),
      );
    }
  }
}
