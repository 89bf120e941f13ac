import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@mantine/core';
import { memo, type ReactElement, Suspense } from 'react';
import type { Booking } from '#shared/model';
import { barGeometry, type TimeAxis } from '#shared/view/axis';
import { visibleRange } from '#shared/view/lanes';
import type { BayRow, GroupRow } from '#shared/view/rows';
import { BookingBar } from './BookingBar';
import { LABEL_WIDTH, laneBox } from './geometry';
import type { CellsContext } from './OccupancyStrip';
import { lazyNamed } from '../../ui/lazy-named';

// Only a range zoomed out draws cells: their code is a chunk of its own, off the first screen.
const OccupancyStrip = lazyNamed(() => import('./OccupancyStrip'), 'OccupancyStrip', {
  laterMessages: true,
});

/** Room above and below a row's occupancy cells. */
const CELL_INSET_PX = 4;

/** A tag heading. */
export const TimelineGroupRow = memo(function TimelineGroupRow(props: {
  readonly entry: GroupRow;
  readonly rowIndex: number;
  readonly top: number;
  readonly height: number;
  readonly collapsed: boolean;
  readonly onToggle: (key: string) => void;
}) {
  const { entry, rowIndex, top, height, collapsed, onToggle } = props;
  const { t } = useLingui();
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      className="tl-row tl-group-row"
      style={{ top, height }}
    >
      <div role="rowheader" className="tl-group-label" style={{ width: LABEL_WIDTH }}>
        <button
          type="button"
          className="tl-group-toggle"
          data-group-key={entry.key}
          // The timeline gives one heading at a time the tab stop (use-roving-tab-stop.ts).
          tabIndex={-1}
          aria-expanded={!collapsed}
          onClick={() => onToggle(entry.key)}
        >
          <span
            className="tl-group-chevron"
            data-collapsed={collapsed || undefined}
            aria-hidden="true"
          >
            ▾
          </span>
          <span className="tl-group-name">{entry.tag ?? t`No tag`}</span>
          <span className="tl-group-count">{entry.bayCount}</span>
        </button>
      </div>
    </div>
  );
});

/**
 * One bay: its name in the sticky first column and the bars of its bookings that are in view, or,
 * zoomed out too far for bars, its days as occupancy cells.
 */
export const TimelineBayRow = memo(function TimelineBayRow(props: {
  readonly entry: BayRow;
  /** Its index among the timeline's entries: arrow keys move by it. */
  readonly entryIndex: number;
  readonly rowIndex: number;
  readonly top: number;
  readonly height: number;
  readonly axis: TimeAxis;
  readonly zone: string;
  readonly viewStartMs: number;
  readonly viewEndMs: number;
  readonly selectedId: string | null;
  readonly onOpen: (booking: Booking) => void;
  /** The bay another view pointed at. */
  readonly highlighted?: boolean;
  /** Zoomed out too far for bars: what the days' cells need; null draws bars. */
  readonly cells?: CellsContext | null;
}) {
  const {
    entry,
    entryIndex,
    rowIndex,
    top,
    height,
    axis,
    zone,
    viewStartMs,
    viewEndMs,
    selectedId,
    onOpen,
  } = props;
  const { row, bay } = entry;
  const { t } = useLingui();
  const bayName = bay.name ?? t`Unnamed bay`;
  const { cells } = props;
  const [from, to] = cells ? [0, 0] : visibleRange(row, viewStartMs, viewEndMs);
  // Each lane's bars flow in one strip, each placed by its gap from the one before it in the lane
  // (a lane's bookings never overlap, and come in start order): a positioned element is a paint
  // layer of its own, and a bar each was hundreds of layers on every scroll step.
  const lanes: { bars: ReactElement[]; drawnTo: number }[] = [];
  for (let i = from; i < to; i++) {
    const b = row.bookings[i] as Booking;
    if (b.endMs <= viewStartMs) continue;
    const g = barGeometry(axis, b.startMs, b.endMs);
    if (!g) continue;
    const laneIndex = row.lanes[i] as number;
    const lane = (lanes[laneIndex] ??= { bars: [], drawnTo: 0 });
    const width = Math.max(2, g.width - 1);
    lane.bars.push(
      <BookingBar
        key={b.id}
        booking={b}
        index={i}
        zone={zone}
        gap={g.x - lane.drawnTo}
        width={width}
        height={laneBox(height, laneIndex, row.laneCount).height}
        selected={b.id === selectedId}
        onOpen={onOpen}
      />,
    );
    lane.drawnTo = g.x + width;
  }
  const bars = lanes.map((lane, laneIndex) => {
    const box = laneBox(height, laneIndex, row.laneCount);
    return (
      <div key={laneIndex} className="tl-lane" style={{ top: box.top, height: box.height }}>
        {lane.bars}
      </div>
    );
  });
  const count = row.bookings.length;
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      className="tl-row"
      data-entry-index={entryIndex}
      data-highlighted={props.highlighted || undefined}
      style={{ top, height }}
    >
      <div role="rowheader" className="tl-label" style={{ width: LABEL_WIDTH }} title={bayName}>
        <span className="tl-label-name">{bayName}</span>
        {/* The digit is for the eye; the words are for screen readers, and say "no bookings" too. */}
        <span className="tl-label-count">
          <span aria-hidden="true">{count > 0 ? count : ''}</span>
          <VisuallyHidden>
            , {plural(count, { 0: 'no bookings', one: '# booking', other: '# bookings' })}
          </VisuallyHidden>
        </span>
      </div>
      <div role="gridcell" className="tl-cell" style={{ left: LABEL_WIDTH, width: axis.width }}>
        {cells ? (
          <Suspense fallback={null}>
            <OccupancyStrip
              entry={entry}
              entryIndex={entryIndex}
              bayName={bayName}
              cells={cells}
              axis={axis}
              top={CELL_INSET_PX}
              height={height - 2 * CELL_INSET_PX}
              viewStartMs={viewStartMs}
              viewEndMs={viewEndMs}
            />
          </Suspense>
        ) : (
          bars
        )}
      </div>
    </div>
  );
});
