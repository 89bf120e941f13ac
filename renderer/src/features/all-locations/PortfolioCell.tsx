import { useLingui } from '@lingui/react/macro';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DomainShare } from '#shared/insights/location-row';
import type { PortfolioFigures } from '#shared/insights/portfolio';
import type { TargetBand } from '#shared/sites/target-band';
import { localDateOf } from '#shared/time/zone';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { ChangeText } from '../compare/ChangeText';
import { useFigureFormat } from '../../ui/format/figure-format';
import { TargetStatusText } from '../sites/TargetStatusText';
import { closedWords } from '../../ui/locale/closed-words';
import { columnSpec, type ColumnId } from './portfolio-columns';
import { UsePerDay } from './UsePerDay';
import { mainDomainsText } from './main-domains';

/** The columns of words, set at the start of their cells; the rest are numbers. */
export const TEXT_COLUMNS: ReadonlySet<ColumnId> = new Set([
  'busiest',
  'perDay',
  'target',
  'domains',
]);

/**
 * What a change column compares: the two periods' figures; 'not-compared' when they are not like
 * with like (one had open time, the other none); null while the comparison is not in.
 */
export type CellChange =
  { readonly now: PortfolioFigures; readonly before: PortfolioFigures } | 'not-compared' | null;

/** One figure of a location (or of the company's totals, `name` null) in the All locations table. */
export function PortfolioCell(props: {
  readonly id: ColumnId;
  readonly figures: PortfolioFigures;
  readonly change: CellChange;
  /** The zone the row's times are read in. */
  readonly zone: string;
  readonly name: string | null;
  readonly target: TargetBand | null;
  /** A search or tags narrow what is counted: no comparison with the sites' targets. */
  readonly filtered?: boolean;
  /** The row's e-mail domains, the largest share first; null for the totals. */
  readonly domains: readonly DomainShare[] | null;
}) {
  const { id, figures: x, zone, name } = props;
  const f = useFigureFormat();
  const locale = useLocaleFormat();
  const { t, i18n } = useLingui();
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
    case 'domains': {
      // The account's domains are not the sum of its sites': a small domain at one is large at
      // another, grouped at one and named at the other. So the totals have none.
      const words = props.domains ? mainDomainsText(props.domains, i18n, f) : null;
      return (
        <Table.Td data-column={id} title={words?.full}>
          {name === null ? null : (
            <Text size="sm" truncate="end" maw={DOMAINS_TEXT_WIDTH} data-testid="main-domains">
              {words?.shown ?? '—'}
            </Text>
          )}
        </Table.Td>
      );
    }
    case 'booked':
      return right(f.formatBookedHours(x.bookedMs));
    case 'utilisation':
      return x.closed ? (
        <ClosedCell id={id} why={closedWords(x.closed, locale.longWeekday)} />
      ) : (
        right(f.formatPercent(x.utilisation))
      );
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
          <TargetStatusText
            utilisation={x.utilisation}
            band={props.target}
            form="short"
            filtered={props.filtered ?? false}
          />
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
      const of = spec.changeOf;
      const { change } = props;
      if (!of) return right(null);
      if (change === 'not-compared') return right(<NotCompared />);
      return right(
        <ChangeText
          now={change ? of.value(change.now) : of.value(x)}
          before={change ? of.value(change.before) : null}
          kind={of.kind}
          size="sm"
        />,
      );
    }
  }
}

/**
 * Utilisation of a location closed all through the period: "Closed", and why under it, cut short
 * to the column's width (the tooltip has it whole). Never 0%: there was no open time to use.
 */
function ClosedCell(props: { readonly id: ColumnId; readonly why: string }) {
  const { t } = useLingui();
  const { why } = props;
  return (
    <Table.Td ta="right" data-column={props.id} title={t`Closed: ${why}`}>
      <Text span size="sm" c="dimmed" data-testid="portfolio-closed">
        {t({
          message: 'Closed',
          comment: 'In the utilisation column: the site had no open time all through the period',
        })}
      </Text>
      <Text size="xs" c="dimmed" truncate="end" maw={COLUMN_TEXT_WIDTH} ml="auto">
        {why}
      </Text>
    </Table.Td>
  );
}

/** The Main domains column's room for words (portfolio-columns.ts: 240 with padding); the tooltip has the rest. */
const DOMAINS_TEXT_WIDTH = 220;

/** The utilisation column's room for words, in CSS pixels (portfolio-columns.ts: 106 with padding). */
const COLUMN_TEXT_WIDTH = 86;

/**
 * No change between a closed period and an open one (a Saturday against its Friday): a dash, with
 * the reason as its tooltip and for a screen reader, so the column keeps its width.
 */
function NotCompared() {
  const { t } = useLingui();
  const why = t`not compared: one of the periods was closed`;
  return (
    <Text span size="sm" c="dimmed" title={why} data-testid="not-compared">
      <span aria-hidden>—</span>
      <VisuallyHidden>{why}</VisuallyHidden>
    </Text>
  );
}
