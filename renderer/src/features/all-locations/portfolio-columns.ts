/**
 * The All locations table's columns: each figure, the change of six of them against the comparison,
 * which show by default at a width (Bays needed and Spare bays always, then the most telling first),
 * and the user's own choice over that. Pure.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { change, type PortfolioFigures } from '#shared/insights/portfolio';
import type { ChangeKind } from '../compare/change-words';

/** A figure's column. */
export type FigureId =
  | 'bays'
  | 'bookings'
  | 'people'
  | 'regular'
  | 'doubles'
  | 'domains'
  | 'booked'
  | 'utilisation'
  | 'target'
  | 'peak'
  | 'needed'
  | 'spare'
  | 'busiest'
  | 'perDay';

/** The figures whose change against the comparison has a column. */
export type ChangedId = 'bookings' | 'booked' | 'utilisation' | 'peak' | 'needed' | 'spare';

/** A column of the table, but the location's name (always shown, and kept in view). */
export type ColumnId = FigureId | `${ChangedId}-change`;

/** How a column is headed, offered and sized. */
export interface ColumnSpec {
  readonly id: ColumnId;
  /** The heading. */
  readonly label: MessageDescriptor;
  /**
   * The heading leaves its figure to its place beside it ("Change" beside Bookings): the menu's
   * label ("Change in bookings") is what a screen reader hears and the heading's tooltip.
   */
  readonly short?: boolean;
  /** In the Columns menu. */
  readonly menuLabel: MessageDescriptor;
  /** Room its figures take, in CSS pixels with padding, the heading wrapping (an estimate at 14 px). */
  readonly width: number;
  /** Shown only once chosen in the Columns menu, never to fill the window's width. */
  readonly optional?: boolean;
  /** A number to sort by; absent: not sortable. */
  readonly sortValue?: (x: PortfolioFigures, before: PortfolioFigures | null) => number | null;
  /** A change column: the figure it is the change of, and how that is counted. */
  readonly changeOf?: {
    readonly figure: FigureId;
    readonly kind: ChangeKind;
    readonly value: (x: PortfolioFigures) => number | null;
  };
}

const FIGURE_VALUE: Record<ChangedId, (x: PortfolioFigures) => number | null> = {
  bookings: (x) => x.bookings,
  booked: (x) => x.bookedMs,
  utilisation: (x) => x.utilisation,
  peak: (x) => x.peak,
  needed: (x) => x.baysNeeded,
  spare: (x) => x.spareBays,
};

const figure = (
  id: FigureId,
  label: MessageDescriptor,
  menuLabel: MessageDescriptor,
  width: number,
  sortValue?: (x: PortfolioFigures) => number | null,
): ColumnSpec => ({ id, label, menuLabel, width, ...(sortValue ? { sortValue } : {}) });

const CHANGE = msg({
  message: 'Change',
  comment: 'A column heading: the change of the figure beside',
});

const changeColumn = (
  id: ChangedId,
  menuLabel: MessageDescriptor,
  kind: ChangeKind,
  width: number,
): ColumnSpec => ({
  id: `${id}-change`,
  label: CHANGE,
  short: true,
  menuLabel,
  width,
  sortValue: (x, before) => change(FIGURE_VALUE[id](x), before ? FIGURE_VALUE[id](before) : null),
  changeOf: { figure: id, kind, value: FIGURE_VALUE[id] },
});

/**
 * Every column in table order: each change right after its figure. The widths are those of the
 * figures, the headings wrapping to their longest word; the table corrects them as drawn
 * (use-table-room.ts), so a language's longer words never push the page sideways.
 */
export const COLUMNS: readonly ColumnSpec[] = [
  figure('bays', msg`Bays`, msg`Bays`, 66, (x) => x.bays),
  figure('bookings', msg`Bookings`, msg`Bookings`, 92, FIGURE_VALUE.bookings),
  changeColumn('bookings', msg`Change in bookings`, 'count', 84),
  figure('people', msg`People`, msg`People`, 76, (x) => x.people),
  // The attendance of each site, for those who ask for it (Insights' People card has the rest).
  {
    ...figure('regular', msg`Regular bookers`, msg`Regular bookers`, 96, (x) => x.regularBookers),
    optional: true,
  },
  {
    ...figure('doubles', msg`Double bookings`, msg`Double bookings`, 96, (x) => x.doubleBookings),
    optional: true,
  },
  // Whose the bookings were, as a team or a company: the top two by share of booked hours.
  { ...figure('domains', msg`Main domains`, msg`Main domains`, 240), optional: true },
  figure(
    'booked',
    msg({ message: 'Booked', comment: 'A column heading: the booked hours' }),
    msg`Booked hours`,
    96,
    FIGURE_VALUE.booked,
  ),
  changeColumn('booked', msg`Change in booked hours`, 'hours', 96),
  figure('utilisation', msg`Utilisation`, msg`Utilisation`, 100, FIGURE_VALUE.utilisation),
  changeColumn('utilisation', msg`Change in utilisation`, 'ratio', 92),
  figure('target', msg`Target`, msg`Target (below, within or above)`, 132),
  figure('peak', msg`Peak in use`, msg`Peak in use (and when)`, 140, FIGURE_VALUE.peak),
  changeColumn('peak', msg`Change in peak in use`, 'count', 82),
  figure('needed', msg`Bays needed`, msg`Bays needed`, 92, FIGURE_VALUE.needed),
  changeColumn('needed', msg`Change in bays needed`, 'count', 82),
  figure('spare', msg`Spare bays`, msg`Spare bays`, 92, FIGURE_VALUE.spare),
  changeColumn('spare', msg`Change in spare bays`, 'count', 82),
  figure('busiest', msg`Busiest hour`, msg`Busiest hour`, 124),
  figure('perDay', msg`Use per day`, msg`Use per day`, 124),
];

const SPEC = new Map(COLUMNS.map((c) => [c.id, c]));

/** A column's spec. */
export function columnSpec(id: ColumnId): ColumnSpec {
  return SPEC.get(id) as ColumnSpec;
}

/**
 * What a manager must always see with no choice of columns, whatever the width: what each site
 * lacks or could give up. Should the window be too narrow even for these, the table scrolls
 * sideways in its own box, the names kept in view; never the page.
 */
export const ALWAYS: readonly ColumnId[] = ['needed', 'spare'];

/**
 * What shows next when room is short: utilisation and its change, then the target (its status is
 * in the summary too), then how busy the sites were; the change of spare bays last, as it mirrors
 * that of bays needed while the bays stay the same.
 */
export const PRIORITY: readonly ColumnId[] = [
  'utilisation',
  'utilisation-change',
  'target',
  'needed-change',
  'bookings',
  'bookings-change',
  'peak',
  'peak-change',
  'booked',
  'booked-change',
  'bays',
  'people',
  'spare-change',
  'busiest',
  'perDay',
];

/**
 * The columns the user chose, each on or off; empty: none chosen, the columns fit the width. A
 * change column left out of a choice shows beside its figure; the target, left out, shows once a
 * site has one (a choice made before targets were set does not hide them).
 */
export type ColumnChoice = Partial<Record<ColumnId, boolean>>;

/**
 * The columns shown, in table order. With no choice, bays needed and spare bays, and as many more
 * as fit in `available` pixels beside the names, most telling first (all of them when the width is not known, 0); with one, those
 * chosen. Changes show only while comparing, and only beside their figure. The target shows by
 * itself only when some site has one (`targets`).
 */
export function shownColumns(options: {
  readonly available: number;
  readonly nameWidth: number;
  readonly comparing: boolean;
  readonly choice: ColumnChoice;
  readonly targets?: boolean;
  /** Columns' widths as drawn, over their estimates (use-table-room.ts). */
  readonly widths?: Readonly<Partial<Record<ColumnId, number>>>;
}): readonly ColumnId[] {
  const { available, nameWidth, comparing, choice } = options;
  const widthOf = (id: ColumnId) => options.widths?.[id] ?? columnSpec(id).width;
  const targets = options.targets ?? false;
  const offered = COLUMNS.filter((c) => comparing || !c.changeOf);
  const shown = new Set<ColumnId>();
  if (Object.keys(choice).length > 0) {
    for (const c of offered) if (!c.changeOf && choice[c.id] === true) shown.add(c.id);
    if (targets && choice.target === undefined) shown.add('target');
    for (const c of offered)
      if (c.changeOf && shown.has(c.changeOf.figure) && choice[c.id] !== false) shown.add(c.id);
  } else {
    let room = available > 0 ? available - nameWidth : Infinity;
    for (const id of ALWAYS) {
      shown.add(id);
      room -= widthOf(id);
    }
    for (const id of PRIORITY) {
      const spec = columnSpec(id);
      if (!offered.includes(spec) || (id === 'target' && !targets)) continue;
      if (widthOf(id) > room) break;
      shown.add(id);
      room -= widthOf(id);
    }
  }
  return offered
    .filter((c) => shown.has(c.id) && (!c.changeOf || shown.has(c.changeOf.figure)))
    .map((c) => c.id);
}

/**
 * The choice after the user turns `id` on or off. The first choice starts from the columns shown
 * (so turning one on adds it and hides nothing); a change turned on brings its figure with it.
 */
export function choose(
  choice: ColumnChoice,
  shown: readonly ColumnId[],
  comparing: boolean,
  id: ColumnId,
  on: boolean,
): ColumnChoice {
  const base: ColumnChoice =
    Object.keys(choice).length > 0
      ? choice
      : Object.fromEntries(
          // The changes are known only while comparing; otherwise they show beside their figures.
          // The target is left to follow the sites until it is chosen itself.
          COLUMNS.filter((c) => (comparing || !c.changeOf) && c.id !== 'target').map((c) => [
            c.id,
            shown.includes(c.id),
          ]),
        );
  const of = columnSpec(id).changeOf;
  return { ...base, [id]: on, ...(on && of ? { [of.figure]: true } : {}) };
}

/** The name column's heading's length in English ("Location"): the column is never narrower. */
const HEADING_CHARACTERS = 8;

/** The name column's room before it is measured: its longest name in bold 14 px, with padding. */
export function nameWidthOf(names: readonly string[]): number {
  const longest = names.reduce((n, name) => Math.max(n, name.length), HEADING_CHARACTERS);
  return Math.ceil(longest * 8.2) + 24;
}
