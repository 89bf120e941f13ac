import { i18n } from '@lingui/core';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Bay, Booking } from '#shared/model';
import { addDays } from '#shared/time/civil';
import { startOfLocalDay } from '#shared/time/zone';
import { buildTimeline } from '#shared/view/rows';
import { shownSegments, type Span } from '#shared/view/shown-spans';
import { type ComponentProps, useState } from 'react';
import { Timeline } from './Timeline';
import type { TimelineZoom } from './zoom';
import { allMessages } from '../../testing/all-messages';

const HOUR = 3_600_000;
const ZONE = 'Europe/Berlin';
const location = { id: 'L', name: 'Big Depot' };
const FROM = '2026-03-02';

/**
 * Renders 30 days of `bayCount` bays, each booked 09:00–13:00 every day but the bay 'Bay 2'; the site
 * is open 08:00–18:00 but on the 4 March, when it is closed. Today is the 10 March.
 */
function renderRange(bayCount = 3, zone = ZONE) {
  const days = { from: FROM, to: addDays(FROM, 29), zone };
  const segments = shownSegments(days, null);
  const bays: Bay[] = [];
  const bookings: Booking[] = [];
  const open: Span[] = [];
  for (let d = 0; d < 30; d++) {
    const date = addDays(FROM, d);
    const midnight = startOfLocalDay(zone, date);
    if (date !== '2026-03-04')
      open.push({ startMs: midnight + 8 * HOUR, endMs: midnight + 18 * HOUR });
    for (let b = 0; b < bayCount; b++) {
      if (b === 2) continue;
      bookings.push({
        id: `k${b}-${d}`,
        startMs: midnight + 9 * HOUR,
        endMs: midnight + 13 * HOUR,
        user: { id: null, name: `Person ${b}-${d}`, email: null },
        location,
        bay: { id: `b${b}`, name: null, tag: null },
      });
    }
  }
  for (let b = 0; b < bayCount; b++)
    bays.push({ id: `b${b}`, name: `Bay ${b}`, tag: null, location });
  const model = buildTimeline({
    bays,
    bookings,
    locationId: 'L',
    filter: { tags: null, search: '' },
    segments,
  });
  render(
    <MantineProvider env="test">
      <ZoomedTimeline
        model={model}
        segments={segments}
        zone={zone}
        nowMs={startOfLocalDay(zone, '2026-03-10') + 10 * HOUR}
        minPxPerHour={6}
        selectedId={null}
        onOpen={() => {}}
        label="Bookings at Big Depot"
        open={open}
      />
    </MantineProvider>,
  );
  return screen.getByTestId('timeline-scroll');
}

/** The timeline with its zoom kept as the workspace keeps it. */
function ZoomedTimeline(props: Omit<ComponentProps<typeof Timeline>, 'zoom' | 'onZoom'>) {
  const [zoom, setZoom] = useState<TimelineZoom>('week');
  return <Timeline {...props} zoom={zoom} onZoom={setZoom} />;
}

const pressed = (group: HTMLElement) =>
  within(group)
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);

describe('the timeline’s zoom', () => {
  afterEach(() => {
    i18n.activate('en');
  });

  it('fits the range with one press, and draws each bay’s days as cells with their share booked', async () => {
    renderRange();
    const zoom = await screen.findByRole('group', { name: 'Zoom' });
    expect(pressed(zoom)).toEqual(['Week']);
    expect(screen.getAllByTestId('booking-bar').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('occupancy-cell')).toBeNull();
    fireEvent.click(within(zoom).getByRole('button', { name: /^Fit/ }));
    expect(pressed(zoom)).toEqual(['Fit']);
    const grid = screen.getByRole('grid', { name: 'Bookings at Big Depot' });
    // jsdom has no layout: the timeline takes a 1,200 px view, of which 200 are the bay column.
    expect(parseFloat(grid.style.width)).toBeLessThanOrEqual(1200);
    // 4 of 10 open hours booked; the closed day said closed; the bay without bookings 0%.
    expect(
      await screen.findByRole('button', { name: 'Bay 0, Mon, Mar 2: 40% booked' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bay 1, Wed, Mar 4: closed' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bay 2, Tue, Mar 31: 0% booked' })).toBeTruthy();
    expect(screen.getAllByTestId('occupancy-cell')).toHaveLength(3 * 30);
    expect(screen.queryByTestId('booking-bar')).toBeNull();
  });

  it('draws a site in another zone on its own days, its clock-change day an hour shorter', async () => {
    // New York moves its clocks on Sunday 8 March 2026: that day has 23 hours.
    renderRange(3, 'America/New_York');
    const zoom = await screen.findByRole('group', { name: 'Zoom' });
    fireEvent.click(within(zoom).getByRole('button', { name: /^Fit/ }));
    expect(
      await screen.findByRole('button', { name: 'Bay 0, Sun, Mar 8: 40% booked' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bay 1, Wed, Mar 4: closed' })).toBeTruthy();
    expect(screen.getAllByTestId('occupancy-cell')).toHaveLength(3 * 30);
    const widthOf = (name: string) =>
      parseFloat(screen.getByRole('button', { name: `Bay 0, ${name}: 40% booked` }).style.width);
    // Each cell is its day's width less its 2 px of margin.
    const day = widthOf('Mon, Mar 9') + 2;
    expect(widthOf('Sun, Mar 8') + 2).toBeCloseTo((day * 23) / 24, 1);
  });

  it('zooms in and out with + and − (and = and -) on the timeline', async () => {
    const scroll = renderRange();
    const zoom = await screen.findByRole('group', { name: 'Zoom' });
    fireEvent.keyDown(scroll, { key: '-' });
    expect(pressed(zoom)).toEqual(['Fit']);
    expect(await screen.findAllByTestId('occupancy-cell')).not.toHaveLength(0);
    fireEvent.keyDown(scroll, { key: '−' });
    expect(pressed(zoom)).toEqual(['Fit']);
    fireEvent.keyDown(scroll, { key: '+' });
    expect(pressed(zoom)).toEqual(['Week']);
    fireEvent.keyDown(scroll, { key: '=' });
    expect(pressed(zoom)).toEqual(['Day']);
    // Ctrl with - is the browser's own zoom: left alone.
    fireEvent.keyDown(scroll, { key: '-', ctrlKey: true });
    expect(pressed(zoom)).toEqual(['Day']);
  });

  it('zooms with Ctrl + wheel only, and keeps the page from zooming then', async () => {
    const scroll = renderRange();
    const zoom = await screen.findByRole('group', { name: 'Zoom' });
    // fireEvent returns false when the default was prevented.
    expect(fireEvent.wheel(scroll, { deltaY: 100 })).toBe(true);
    expect(pressed(zoom)).toEqual(['Week']);
    expect(fireEvent.wheel(scroll, { deltaY: 100, ctrlKey: true, clientX: 700 })).toBe(false);
    expect(pressed(zoom)).toEqual(['Fit']);
    expect(fireEvent.wheel(scroll, { deltaY: -100, ctrlKey: true, clientX: 700 })).toBe(false);
    expect(pressed(zoom)).toEqual(['Week']);
  });

  it('opens a bay’s day at Day zoom from its cell, its row marked and its booking focused', async () => {
    const scroll = renderRange();
    fireEvent.click(await screen.findByRole('button', { name: /^Fit/ }));
    const cell = await screen.findByRole('button', { name: 'Bay 1, Tue, Mar 3: 40% booked' });
    fireEvent.click(cell);
    expect(pressed(screen.getByRole('group', { name: 'Zoom' }))).toEqual(['Day']);
    // The day's start at the left edge: jsdom sets scrollLeft without the browser's scroll event.
    expect(scroll.scrollLeft).toBeGreaterThan(0);
    fireEvent.scroll(scroll);
    const bar = await screen.findByRole('button', { name: /^Person 1-1 / });
    expect(bar.closest('[data-highlighted]')).not.toBeNull();
    // Focus follows once the bar is drawn (a frame after it appears): waited for, not assumed.
    await waitFor(() => expect(document.activeElement).toBe(bar));
    expect(screen.queryByTestId('occupancy-cell')).toBeNull();
  });

  it('leaves focus on the timeline when a cell is clicked with the mouse: no card over the bars', async () => {
    const scroll = renderRange();
    fireEvent.click(await screen.findByRole('button', { name: /^Fit/ }));
    const cell = await screen.findByRole('button', { name: 'Bay 1, Tue, Mar 3: 40% booked' });
    fireEvent.click(cell, { detail: 1 });
    expect(pressed(screen.getByRole('group', { name: 'Zoom' }))).toEqual(['Day']);
    expect(document.activeElement).toBe(scroll);
  });

  it('gives the cells one tab stop, and moves between them with the arrow keys', async () => {
    renderRange();
    fireEvent.click(await screen.findByRole('button', { name: /^Fit/ }));
    const cells = await screen.findAllByTestId('occupancy-cell');
    expect(cells.filter((c) => c.tabIndex === 0)).toHaveLength(1);
    const first = screen.getByRole('button', { name: 'Bay 0, Mon, Mar 2: 40% booked' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'Bay 0, Tue, Mar 3: 40% booked',
    );
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'Bay 1, Tue, Mar 3: 40% booked',
    );
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'Bay 1, Tue, Mar 31: 40% booked',
    );
    expect(screen.getAllByTestId('occupancy-cell').filter((c) => c.tabIndex === 0)).toEqual([
      document.activeElement,
    ]);
  });

  it('names its buttons and cells in German', async () => {
    i18n.load('de', await allMessages('de'));
    i18n.activate('de');
    renderRange();
    const zoom = await screen.findByRole('group', { name: 'Zoom' });
    fireEvent.click(within(zoom).getByRole('button', { name: /^Alles/ }));
    expect(
      await screen.findAllByRole('button', { name: /^Bay 0, .*: 40\s% gebucht$/ }),
    ).toHaveLength(29);
    expect(screen.getAllByRole('button', { name: /: geschlossen$/ })).toHaveLength(3);
    expect(pressed(zoom)).toEqual(['Alles']);
  });
});
