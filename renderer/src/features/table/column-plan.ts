import type { SortKey } from '#shared/view/table';

/** A column as the table draws it. */
export interface PlannedColumn {
  readonly key: SortKey;
  readonly width: number;
}

/** The columns that fit, their widths, and the table's width (wider than the space only when even the key columns need more). */
export interface ColumnPlan {
  readonly columns: readonly PlannedColumn[];
  readonly tableWidth: number;
}

/** Columns sized to their content, never cut: the bay, its tag, the times and the duration. */
export type KeyColumnWidths = Readonly<
  Record<'bay' | 'tag' | 'start' | 'end' | 'duration', number>
>;

/** The fewest pixels the user's name gets before the table scrolls sideways. */
export const USER_MIN_PX = 120;
/** Room for most people's whole names: with less, the table writes its days shorter. */
export const USER_COMFORT_PX = 170;
/** The fewest pixels the e-mail gets; with less, it goes (the booking's details still show it). */
export const EMAIL_MIN_PX = 170;

/**
 * Which columns a table of `available` pixels shows, and how wide: the key columns as wide as their
 * widest text, the user and the e-mail sharing what is left, the e-mail first to give way.
 */
export function planColumns(key: KeyColumnWidths, available: number): ColumnPlan {
  const fixed = key.bay + key.tag + key.start + key.end + key.duration;
  const rest = Math.floor(available - fixed);
  const tail: PlannedColumn[] = [
    { key: 'bay', width: key.bay },
    { key: 'tag', width: key.tag },
    { key: 'start', width: key.start },
    { key: 'end', width: key.end },
    { key: 'duration', width: key.duration },
  ];
  if (rest >= USER_MIN_PX + EMAIL_MIN_PX) {
    const user = Math.max(USER_MIN_PX, Math.floor(rest * 0.45));
    return {
      columns: [{ key: 'user', width: user }, { key: 'email', width: rest - user }, ...tail],
      tableWidth: fixed + rest,
    };
  }
  const user = Math.max(USER_MIN_PX, rest);
  return { columns: [{ key: 'user', width: user }, ...tail], tableWidth: fixed + user };
}
