import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Text, VisuallyHidden } from '@mantine/core';
import { heatGrid, type HeatGrid } from './heat-grid';
import { useFigureFormat } from '../../ui/format/figure-format';
import type { WeekdayHourUse } from './types';
import { WeekdayHourTable } from './WeekdayHourTable';

/** Each weekday-hour's change in average bays in use: this period's grid less the one before. */
export interface ChangeGrid {
  readonly hours: readonly number[];
  readonly rows: readonly {
    readonly isoWeekday: number;
    readonly cells: readonly { readonly hour: number; readonly change: number | null }[];
  }[];
  /** The largest change either way: the diverging scale's end. */
  readonly maxChange: number;
}

/** The change grid over this period's hours and weekdays. Pure. */
export function changeGrid(
  now: readonly WeekdayHourUse[],
  before: readonly WeekdayHourUse[],
  bays: number,
  firstDayOfWeek: number,
): ChangeGrid {
  const grid: HeatGrid = heatGrid(now, bays, firstDayOfWeek);
  const old = new Map(
    before.map((c) => [
      c.isoWeekday * 24 + c.hour,
      c.windowMs > 0 ? c.occupiedMs / c.windowMs : null,
    ]),
  );
  // A weekday the period before never had (a day against the day before) is matched by hour, with
  // that hour's average over the days it had.
  const byHour = Array.from({ length: 24 }, (_, hour) => {
    const same = before.filter((c) => c.hour === hour && c.windowMs > 0);
    const windowMs = same.reduce((n, c) => n + c.windowMs, 0);
    return windowMs > 0 ? same.reduce((n, c) => n + c.occupiedMs, 0) / windowMs : null;
  });
  const hadWeekday = (d: number) => before.some((c) => c.isoWeekday === d && c.windowMs > 0);
  let maxChange = 0;
  const rows = grid.rows.map((r) => ({
    isoWeekday: r.isoWeekday,
    cells: r.cells.map((c) => {
      const was = hadWeekday(r.isoWeekday)
        ? (old.get(r.isoWeekday * 24 + c.hour) ?? null)
        : (byHour[c.hour] ?? null);
      const change = c.averageBays === null || was === null ? null : c.averageBays - was;
      if (change !== null) maxChange = Math.max(maxChange, Math.abs(change));
      return { hour: c.hour, change };
    }),
  }));
  return { hours: grid.hours, rows, maxChange };
}

/**
 * The heatmap of change, on a diverging scale: blue where more bays were in use than before, orange
 * where fewer (the change columns' colours: a direction, neither good nor bad), stronger with the
 * size of the change, and none where nothing changed; the number is in every cell, so neither the
 * colours nor the theme carry the meaning alone.
 */
export function ChangeHeatmap(props: { readonly grid: ChangeGrid; readonly describedBy: string }) {
  const { grid } = props;
  const f = useFigureFormat();
  const { t } = useLingui();
  const shade = (change: number | null): string | undefined => {
    if (change === null || grid.maxChange === 0 || change === 0) return undefined;
    const strength = Math.round((Math.abs(change) / grid.maxChange) * 40);
    const colour =
      change > 0 ? 'var(--mantine-color-blue-filled)' : 'var(--mantine-color-orange-filled)';
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS colour, not words
    return `color-mix(in srgb, ${colour} ${strength}%, transparent)`;
  };
  const text = (change: number | null) =>
    change === null
      ? '–'
      : `${change > 0 ? '+' : change < 0 ? '−' : '±'}${f.formatDecimal(Math.abs(change))}`;
  const fewest = text(-grid.maxChange);
  const most = text(grid.maxChange);
  return (
    <>
      <WeekdayHourTable
        label={t`Change in bays in use by weekday and hour`}
        caption={
          <VisuallyHidden component="caption">
            <Trans>
              Change in average bays in use against the comparison period, by weekday (rows) and
              hour (columns); a weekday the comparison lacks is compared hour by hour with its days
            </Trans>
          </VisuallyHidden>
        }
        hours={grid.hours}
        rows={grid.rows.map((r) => ({
          isoWeekday: r.isoWeekday,
          cells: r.cells.map((c) => ({
            hour: c.hour,
            text: text(c.change),
            style: { background: shade(c.change) },
          })),
        }))}
        weekdays="short"
        describedBy={props.describedBy}
        testId="change-heatmap"
      />
      <Group gap="xs" mt={4}>
        <Text size="xs" span style={{ background: shade(-grid.maxChange), padding: '0 6px' }}>
          <Trans>fewer bays in use ({fewest})</Trans>
        </Text>
        <Text size="xs" span>
          <Trans>± no change</Trans>
        </Text>
        <Text size="xs" span style={{ background: shade(grid.maxChange), padding: '0 6px' }}>
          <Trans comment="More bays in use than in the comparison period.">more ({most})</Trans>
        </Text>
      </Group>
    </>
  );
}
