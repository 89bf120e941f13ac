import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useFigureFormat, type FigureFormat } from '../../ui/format/figure-format';
import { fitHeatText } from './heat-fit';
import { heatStep, heatValue, type HeatCell, type HeatGrid, type HeatMeasure } from './heat-grid';
import { widestTextPx } from '../../ui/text-width';
import { useElementWidth } from '../../ui/use-element-width';
import { weekdayHourText } from './when-text';

/** A cell's value as shown in it; `compact`, a percentage without its sign ("87"), for narrow cells. */
export function heatText(
  f: FigureFormat,
  cell: HeatCell,
  measure: HeatMeasure,
  compact = false,
): string {
  const v = heatValue(cell, measure);
  if (v === null) return '–';
  if (measure === 'bays') return f.formatDecimal(v);
  return compact ? f.formatCount(Math.round(v * 100)) : f.formatPercent(v, 0);
}

/** What a screen reader hears on a cell, and the tooltip. */
export function heatLabel(f: FigureFormat, i18n: I18n, cell: HeatCell): string {
  const when = weekdayHourText(f, cell.isoWeekday, cell.hour);
  if (cell.averageBays === null)
    return i18n._(msg`${when}: not in this period (or skipped by a clock change)`);
  // Both measures' texts as the cell shows them, so the visible text is always part of the name.
  const bays = f.formatDecimal(cell.averageBays);
  const percent = f.formatPercent(cell.utilisation, 0);
  return i18n._(
    msg({
      comment: 'The bays are an average, always with one decimal ("2.5", "1.0").',
      message: `${when}: ${bays} bays in use on average, ${percent} utilisation`,
    }),
  );
}

/**
 * The weekday × hour heatmap, drawn by hand: a grid of buttons, one Tab stop, arrow keys, Home and
 * End; Enter or a click opens the busiest such day in the timeline.
 */
export function Heatmap(props: {
  readonly grid: HeatGrid;
  readonly measure: HeatMeasure;
  readonly label: string;
  readonly describedBy: string;
  readonly onOpen: (cell: HeatCell) => void;
}) {
  const { grid, measure, label, describedBy, onOpen } = props;
  const f = useFigureFormat();
  const { i18n } = useLingui();
  const [active, setActive] = useState({ row: 0, col: 0 });
  const ref = useRef<HTMLDivElement>(null);
  const cols = grid.hours.length;
  const lastRow = grid.rows.length - 1;
  const row = Math.min(active.row, lastRow);
  const col = Math.min(active.col, Math.max(0, cols - 1));
  const width = useElementWidth(ref, 720);
  // Every hour in view: the texts get smaller, measured, before a narrow card cuts the evening off.
  const fit = useMemo(() => {
    const cells = grid.rows.flatMap((r) => r.cells);
    // A heading wraps at its spaces ("12 AM"): its words must fit.
    const headingWords = grid.hours.flatMap((h) => f.hourHeading(h).split(' '));
    return fitHeatText(
      width,
      cols,
      (compact) => [...cells.map((c) => heatText(f, c, measure, compact)), ...headingWords],
      grid.rows.map((r) => f.weekdayShortName(r.isoWeekday)),
      (texts, sizePx) => widestTextPx(texts, { sizePx }),
    );
  }, [grid, measure, width, cols, f]);

  const move = useCallback((r: number, c: number) => {
    setActive({ row: r, col: c });
    ref.current?.querySelector<HTMLElement>(`[data-cell="${r}-${c}"]`)?.focus();
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    const next = (() => {
      switch (e.key) {
        case 'ArrowLeft':
          return [row, Math.max(0, col - 1)];
        case 'ArrowRight':
          return [row, Math.min(cols - 1, col + 1)];
        case 'ArrowUp':
          return [Math.max(0, row - 1), col];
        case 'ArrowDown':
          return [Math.min(lastRow, row + 1), col];
        case 'Home':
          return [e.ctrlKey ? 0 : row, 0];
        case 'End':
          return [e.ctrlKey ? lastRow : row, cols - 1];
        default:
          return null;
      }
    })();
    if (!next) return;
    // The arrows move within the grid here, not to the previous or next day.
    e.preventDefault();
    e.stopPropagation();
    move(next[0]!, next[1]!);
  };

  return (
    <div
      ref={ref}
      className="hm"
      role="grid"
      aria-label={label}
      aria-describedby={describedBy}
      aria-rowcount={grid.rows.length + 1}
      aria-colcount={cols + 1}
      style={{
        ['--hm-cols' as string]: String(cols),
        ['--hm-day' as string]: `${fit.dayColumnPx}px`,
        ['--hm-min' as string]: `${fit.minColumnPx}px`,
        fontSize: fit.fontPx,
      }}
      onKeyDown={onKeyDown}
      data-testid="heatmap"
    >
      <div role="row" className="hm-row hm-head" aria-rowindex={1}>
        <div role="columnheader" className="hm-corner" aria-colindex={1}>
          <span className="visually-hidden">
            <Trans>Weekday</Trans>
          </span>
        </div>
        {grid.hours.map((h, i) => (
          <div role="columnheader" key={h} className="hm-hour" aria-colindex={i + 2}>
            <span aria-hidden="true" data-axis-label="heatmap-hour">
              {f.hourHeading(h)}
            </span>
            <span className="visually-hidden">{f.hourRange(h)}</span>
          </div>
        ))}
      </div>
      {grid.rows.map((r, ri) => (
        <div role="row" key={r.isoWeekday} className="hm-row" aria-rowindex={ri + 2}>
          <div role="rowheader" className="hm-day" aria-colindex={1}>
            <span aria-hidden="true" data-axis-label="heatmap-weekday">
              {f.weekdayShortName(r.isoWeekday)}
            </span>
            <span className="visually-hidden">{f.weekdayName(r.isoWeekday)}</span>
          </div>
          {r.cells.map((c, ci) => {
            const empty = c.averageBays === null;
            const isActive = ri === row && ci === col;
            const cellLabel = heatLabel(f, i18n, c);
            return (
              <div role="gridcell" key={c.hour} aria-colindex={ci + 2} className="hm-gridcell">
                <button
                  type="button"
                  className="hm-cell"
                  data-cell={`${ri}-${ci}`}
                  data-step={heatStep(c.averageBays, grid.maxBays) ?? 'none'}
                  tabIndex={isActive ? 0 : -1}
                  aria-label={cellLabel}
                  title={cellLabel}
                  aria-disabled={empty || undefined}
                  onClick={() => {
                    setActive({ row: ri, col: ci });
                    if (!empty) onOpen(c);
                  }}
                  onFocus={() => {
                    if (!isActive) setActive({ row: ri, col: ci });
                  }}
                >
                  {heatText(f, c, measure, fit.compact)}
                </button>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** The colour key: from none to the busiest hour, and the hatching of hours a clock change skipped. */
export function HeatLegend(props: {
  readonly maxBays: number;
  readonly bays: number;
  /** Some weekday shown lacks an hour (its only such day was a spring-forward day). */
  readonly skipped: boolean;
}) {
  const { maxBays, bays, skipped } = props;
  const { formatDecimal, formatPercent } = useFigureFormat();
  const { t } = useLingui();
  const most = formatDecimal(maxBays);
  const share = formatPercent(maxBays / bays, 0);
  return (
    <div className="hm-legend" aria-hidden="true">
      <span>0</span>
      {[0, 1, 2, 3, 4, 5, 6, 7, 8].map((s) => (
        <span key={s} className="hm-swatch" data-step={s} />
      ))}
      <span className="hm-legend-max">
        {bays > 0
          ? t({
              comment:
                "The busiest hour's average bays in use, always with one decimal, and its share of the bays.",
              message: `${most} bays (${share})`,
            })
          : t({
              comment: "The busiest hour's average bays in use, always with one decimal.",
              message: `${most} bays`,
            })}
      </span>
      {skipped && (
        <>
          <span className="hm-swatch hm-swatch-skipped" />
          <span>
            <Trans>no such hour (the clocks went forward)</Trans>
          </span>
        </>
      )}
    </div>
  );
}
