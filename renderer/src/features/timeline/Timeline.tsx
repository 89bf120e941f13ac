import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Booking } from '#shared/model';
import { axisTicks, buildAxis, labelGapPx, tickStepMinutes, timeAt, xOf } from '#shared/view/axis';
import type { TimelineModel } from '#shared/view/rows';
import { daysBetween } from '#shared/time/civil';
import { localDateOf } from '#shared/time/zone';
import { overlapsSegments, segmentsLength, type Span } from '#shared/view/shown-spans';
import { bayRowHeight, fitPxPerHour, GROUP_HEIGHT, HEADER_HEIGHT, LABEL_WIDTH } from './geometry';
import { TimelineAxis } from './TimelineAxis';
import { type ClosedTime, ClosedTimeLayer } from './ClosedTimeLayer';
import { ClosedDayLabels } from './ClosedDayLabels';
import { useDayLabels } from './use-day-labels';
import { useTimelineKeys } from './use-timeline-keys';
import { TimelineBayRow, TimelineGroupRow } from './TimelineRow';
import { BookingCardLayer } from './BookingCardLayer';
import { useCollapsedGroups } from './use-collapsed-groups';
import { useFocusTarget, type TimelineFocus } from './use-focus-target';
import { useInitialScroll } from './use-initial-scroll';
import { useViewport } from './use-viewport';
import { zoneLabel } from './zone-label';
import { widestHourLabelPx } from './label-width';
import type { CellsContext } from './OccupancyStrip';
import { useFocusWhenDrawn } from './use-focus-when-drawn';
import { useZoomAnchor } from './use-zoom';
import { lazyNamed } from '../../ui/lazy-named';
import { STRIP_BELOW_PX_PER_HOUR, type TimelineZoom, zoomPxPerHour } from './zoom';
import './timeline.css';
import { markFirstScreenShown } from '../../ui/after-first-screen';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { PAGE_FONT_FAMILY } from '../../ui/page-font';

const OVERSCAN_PX = 60;
/** The grid's accessible description: how to move, which nothing on screen says. */
export const TIMELINE_KEYS_HINT = msg`The bookings are one Tab stop, and the tag headings another. On a booking, left and right arrows move along the bay, up and down to the bay above or below, Home and End to its first or last booking, and Enter opens the details. Press question mark for every key.`;
const QUANTUM_PX = 120;
// The first screen is a day, which has no zoom: the buttons are a chunk of their own.
const ZoomButtons = lazyNamed(() => import('./ZoomButtons'), 'ZoomButtons', {
  laterMessages: true,
});

/** What the timeline shows. */
export interface TimelineProps {
  readonly model: TimelineModel;
  readonly segments: readonly Span[];
  readonly zone: string;
  readonly nowMs: number;
  /** Fewest pixels per hour before the timeline scrolls sideways. */
  readonly minPxPerHour: number;
  readonly selectedId: string | null;
  readonly onOpen: (booking: Booking) => void;
  readonly label: string;
  /** Bookings are on their way: says so over the (empty) rows. */
  readonly loading?: boolean;
  /** A bay and/or an instant to bring into view (the Insights view's drill-down). */
  readonly focus?: TimelineFocus | null;
  /** The shown time outside the site's opening hours, shaded, and its closed days, named. */
  readonly closed?: ClosedTime;
  /** The shown open time, as the totals bar counts it (null: every shown hour is open). */
  readonly open?: readonly Span[] | null;
  /** How far a range of days is zoomed (a single day fills the width), and how to change it. */
  readonly zoom: TimelineZoom;
  readonly onZoom: (zoom: TimelineZoom) => void;
}

/**
 * The resource timeline: bays as rows (virtualised), time across (only ticks and bars in view are
 * drawn), a sticky header and bay column, and a now-line. A range of days zooms (Fit, Month, Week,
 * Day); zoomed out too far for bars, each bay's days are occupancy cells.
 */
export function Timeline(props: TimelineProps) {
  const { model, segments, zone, nowMs, minPxPerHour, selectedId, onOpen, label, loading } = props;
  const format = useLocaleFormat();
  const { t, i18n } = useLingui();
  const scrollRef = useRef<HTMLDivElement>(null);
  const vp = useViewport(scrollRef);
  const hours = segmentsLength(segments) / 3_600_000;
  const dayCount = shownDayCount(segments, zone);
  const { zoom, onZoom } = props;
  const zoomable = dayCount > 1;
  // Keep 1 px spare so no scroll bar appears from rounding.
  const frame = { width: vp.width - LABEL_WIDTH - 1, hours, days: dayCount };
  // One day fills the width, as it always has; a range is zoomed.
  const pxPerHour = zoomable
    ? zoomPxPerHour(zoom, frame)
    : fitPxPerHour(frame.width, hours, minPxPerHour);
  const strip = zoomable && pxPerHour < STRIP_BELOW_PX_PER_HOUR;
  const axis = useMemo(() => buildAxis(segments, pxPerHour), [segments, pxPerHour]);
  const { visible: entries, collapsed, toggle } = useCollapsedGroups(model.entries);

  // Stable per list of entries: the virtualizer lays the rows out again when these change, and
  // only then (not on every scroll step).
  const estimateSize = useCallback(
    (i: number) => {
      const e = entries[i];
      return !e || e.kind === 'group' ? GROUP_HEIGHT : bayRowHeight(e.row.laneCount);
    },
    [entries],
  );
  const getItemKey = useCallback((i: number) => entries[i]?.key ?? i, [entries]);
  // The virtualizer's functions must not be memoised by the React Compiler; it skips this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const rows = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    // Rows drawn beyond the view: each one more is paint and React work on every scroll step
    // (4 against 10 is measured in bench/README.md, "Scrolling").
    overscan: 4,
    // The rows start below the sticky time axis: their offsets include its height, so a row the
    // keyboard moves to near the bottom is scrolled fully into view (it was taken as seen while the
    // axis' height of it was still below the edge), and one near the top comes out from under it.
    paddingStart: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
  });
  // Snapped to steps, so rows redraw only every QUANTUM_PX of horizontal scrolling.
  const fromX = Math.max(0, Math.floor((vp.scrollLeft - OVERSCAN_PX) / QUANTUM_PX) * QUANTUM_PX);
  const toX =
    Math.ceil((vp.scrollLeft + vp.width - LABEL_WIDTH + OVERSCAN_PX) / QUANTUM_PX) * QUANTUM_PX;
  const viewStartMs = timeAt(axis, fromX);
  const viewEndMs = timeAt(axis, toX);
  // Measured once per locale and clock: the step must leave room for "오전 12시" as for "14:00".
  const labelPx = useMemo(() => widestHourLabelPx(format.hourLabel, PAGE_FONT_FAMILY), [format]);
  const tickStep = tickStepMinutes(pxPerHour, labelPx);
  const ticks = useMemo(
    () => axisTicks(axis, zone, tickStep, fromX, toX, format.hourLabel, labelGapPx(labelPx)),
    [axis, zone, tickStep, labelPx, fromX, toX, format],
  );

  const dayLabels = useDayLabels(axis, zone, format);

  useEffect(() => {
    if (loading) return;
    const id = requestAnimationFrame(() => {
      performance.mark('bv:timeline-painted');
      markFirstScreenShown();
    });
    return () => cancelAnimationFrame(id);
  }, [model, axis, loading]);

  // The rows' height alone: getTotalSize counts the axis above them (paddingStart) too.
  const total = rows.getTotalSize() - HEADER_HEIGHT;
  const nowInView = overlapsSegments(segments, nowMs, nowMs + 1);
  // Behind the sticky bay column the line would peek through the row borders: leave it out there.
  const nowX = nowInView && xOf(axis, nowMs) >= vp.scrollLeft ? xOf(axis, nowMs) : null;

  useInitialScroll(scrollRef, axis, segments, nowMs, axis.width > vp.width - LABEL_WIDTH);
  const anchor = useZoomAnchor(scrollRef, axis);
  const { scrollToIndex } = rows;
  const scrollToEntry = useCallback(
    (index: number) => scrollToIndex(index, { align: 'auto' }),
    [scrollToIndex],
  );
  const centreEntry = useCallback(
    (index: number) => scrollToIndex(index, { align: 'center' }),
    [scrollToIndex],
  );
  const drawnBayId = useFocusTarget(
    props.focus,
    scrollRef,
    entries,
    axis,
    centreEntry,
    !loading && entries.length > 0,
  );
  // A cell opened: its bay, tinted, with its bookings of the day at Day.
  const [pickedBayId, setPickedBayId] = useState<string | null>(null);
  const focusedBayId = pickedBayId ?? drawnBayId;
  const focusWhenDrawn = useFocusWhenDrawn(scrollRef);
  const gridRef = useRef<HTMLDivElement>(null);
  const { onKeyDown, onFocus } = useTimelineKeys({
    scrollRef,
    gridRef,
    entries,
    axis,
    collapsed,
    toggle,
    scrollToEntry,
  });
  const { open = null } = props;
  const cells = useMemo(
    (): CellsContext | null =>
      strip
        ? {
            segments,
            open,
            zone,
            nav: { scrollRef, entries, scrollToEntry, focusWhenDrawn },
            onZoom,
            anchor,
            pick: setPickedBayId,
            centreEntry,
          }
        : null,
    [
      strip,
      segments,
      open,
      zone,
      entries,
      scrollToEntry,
      focusWhenDrawn,
      onZoom,
      anchor,
      centreEntry,
    ],
  );
  const keysHintId = useId();
  const cornerZone = zoneLabel(zone, segments, nowMs);

  return (
    // Beside the toolbar in the page's column (BookingsContent): the scroll area takes the rest.
    <>
      {zoomable && (
        <div className="tl-toolbar">
          <Suspense fallback={null}>
            <ZoomButtons input={{ scrollRef, axis, zoom, frame, onZoom, anchor }} cells={strip} />
          </Suspense>
        </div>
      )}
      <div
        ref={scrollRef}
        className="tl-scroll"
        data-testid="timeline-scroll"
        // Focusable, so the timeline scrolls by keyboard even on a day without bookings.
        tabIndex={0}
        role="region"
        aria-label={t`Timeline`}
        aria-busy={loading || undefined}
      >
        <VisuallyHidden id={keysHintId}>{i18n._(TIMELINE_KEYS_HINT)}</VisuallyHidden>
        <BookingCardLayer gridRef={gridRef} scrollRef={scrollRef} entries={entries} zone={zone} />
        {loading && (
          <div className="tl-loading" role="status" data-testid="timeline-loading">
            {t`Loading bookings…`}
          </div>
        )}
        <div
          role="grid"
          aria-label={label}
          aria-rowcount={entries.length + 1}
          aria-colcount={2}
          aria-describedby={keysHintId}
          className="tl-grid"
          style={{ width: LABEL_WIDTH + axis.width, height: HEADER_HEIGHT + total }}
          ref={gridRef}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
        >
          <TimelineAxis
            ticks={ticks}
            zone={zone}
            width={axis.width}
            zoneLabel={cornerZone}
            bayCount={model.bayRows.length}
            stickyX={vp.scrollLeft}
            stickyMs={timeAt(axis, vp.scrollLeft)}
            viewWidth={vp.width - LABEL_WIDTH}
            dayLabels={dayLabels}
            // Zoomed out to whole days every tick would say midnight: no hour is written.
            hourLabelPx={tickStep < 1440 ? labelPx : Infinity}
          />
          {props.closed && !strip && (
            <ClosedTimeLayer closed={props.closed} axis={axis} top={HEADER_HEIGHT} height={total} />
          )}
          <div
            className="tl-lines"
            style={{ left: LABEL_WIDTH, top: HEADER_HEIGHT, height: total }}
            aria-hidden="true"
          >
            {ticks.map((t) => (
              <div
                key={t.ms}
                className="tl-line"
                data-major={t.major || undefined}
                style={{ left: t.x }}
              />
            ))}
          </div>
          <div role="rowgroup" className="tl-body" style={{ height: total }}>
            {rows.getVirtualItems().map((v) => {
              const entry = entries[v.index];
              if (!entry) return null;
              return entry.kind === 'group' ? (
                <TimelineGroupRow
                  key={v.key}
                  entry={entry}
                  rowIndex={v.index + 2}
                  top={v.start - HEADER_HEIGHT}
                  height={v.size}
                  collapsed={collapsed.has(entry.key)}
                  onToggle={toggle}
                />
              ) : (
                <TimelineBayRow
                  key={v.key}
                  entry={entry}
                  entryIndex={v.index}
                  rowIndex={v.index + 2}
                  top={v.start - HEADER_HEIGHT}
                  height={v.size}
                  axis={axis}
                  zone={zone}
                  viewStartMs={viewStartMs}
                  viewEndMs={viewEndMs}
                  selectedId={selectedId}
                  onOpen={onOpen}
                  highlighted={focusedBayId !== null && entry.bay.id === focusedBayId}
                  cells={cells}
                />
              );
            })}
          </div>
          {props.closed && !strip && (
            <ClosedDayLabels
              days={props.closed.days}
              axis={axis}
              top={HEADER_HEIGHT + 4}
              stickyX={vp.scrollLeft}
            />
          )}
          {nowX !== null && (
            <div
              className="tl-now"
              data-testid="now-line"
              style={{ left: LABEL_WIDTH + nowX, top: HEADER_HEIGHT - 6, height: total + 6 }}
              aria-hidden="true"
            />
          )}
        </div>
      </div>
    </>
  );
}

/** The local days the shown spans touch: more than one makes a range, which zooms. */
function shownDayCount(segments: readonly Span[], zone: string): number {
  const first = segments[0];
  const last = segments[segments.length - 1];
  if (!first || !last) return 0;
  return daysBetween(localDateOf(zone, first.startMs), localDateOf(zone, last.endMs - 1)) + 1;
}
