import { i18n } from '@lingui/core';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bay, Booking } from '#shared/model';
import { buildTimeline } from '#shared/view/rows';
import { shownSegments } from '#shared/view/shown-spans';
import { Timeline } from './Timeline';
import { allMessages } from '../../testing/all-messages';

const HOUR = 3_600_000;
const location = { id: 'L', name: 'Big Depot' };

function bigLocation(bayCount: number, perBay: number, dayStart: number) {
  const bays: Bay[] = [];
  const bookings: Booking[] = [];
  for (let b = 0; b < bayCount; b++) {
    bays.push({ id: `b${b}`, name: `Bay ${b}`, tag: b % 2 ? 'EV' : 'Standard', location });
    for (let k = 0; k < perBay; k++) {
      const startMs = dayStart + k * (24 / perBay) * HOUR;
      bookings.push({
        id: `k${b}-${k}`,
        startMs,
        endMs: startMs + HOUR,
        user: { id: null, name: `Person ${b}-${k}`, email: null },
        location,
        bay: { id: `b${b}`, name: null, tag: null },
      });
    }
  }
  return { bays, bookings };
}

/** Renders a one-day timeline of `bayCount` bays with `perBay` bookings each, now at 10:00. */
function renderDay(bayCount: number, perBay: number, onOpen = vi.fn(), minPxPerHour = 40) {
  const segments = shownSegments({ from: '2026-03-25', to: '2026-03-25', zone: 'UTC' }, null);
  const { bays, bookings } = bigLocation(bayCount, perBay, segments[0]!.startMs);
  const model = buildTimeline({
    bays,
    bookings,
    locationId: 'L',
    filter: { tags: null, search: '' },
    segments,
  });
  render(
    <MantineProvider env="test">
      <Timeline
        model={model}
        segments={segments}
        zone="UTC"
        nowMs={segments[0]!.startMs + 10 * HOUR}
        minPxPerHour={minPxPerHour}
        selectedId={null}
        onOpen={onOpen}
        label="Bookings at Big Depot"
        zoom="week"
        onZoom={() => {}}
      />
    </MantineProvider>,
  );
}

describe('timeline', () => {
  it('draws a grid of only the rows and bars in view, however many bays there are', () => {
    const onOpen = vi.fn();
    // 200 px an hour: the day is 4,800 px wide, so most of each bay's 30 bookings are off to the side.
    renderDay(2000, 30, onOpen, 200);
    const grid = screen.getByRole('grid', { name: 'Bookings at Big Depot' });
    expect(grid.getAttribute('aria-rowcount')).toBe(String(2000 + 2 + 1));
    const rows = within(grid).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(60);
    const bars = screen.getAllByTestId('booking-bar');
    expect(bars.length).toBeGreaterThan(0);
    for (const bay of grid.querySelectorAll<HTMLElement>('[data-entry-index]'))
      expect(within(bay).queryAllByTestId('booking-bar').length).toBeLessThan(15);
    expect(screen.getByRole('rowheader', { name: /EV/ })).toBeTruthy();
    expect(screen.getByTestId('now-line')).toBeTruthy();
    expect(screen.getByTestId('timeline-scroll')).toBeTruthy();
    fireEvent.click(bars[0]!);
    const toggle = within(screen.getByRole('rowheader', { name: /EV/ })).getByRole('button');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(grid.getAttribute('aria-rowcount')).toBe(String(1000 + 2 + 1));
    expect(onOpen).toHaveBeenCalledWith(
      expect.objectContaining({ id: expect.stringMatching(/^k/) }),
    );
  });

  it('names each bay with its count for screen readers, an empty bay as "no bookings"', () => {
    renderDay(2, 0);
    expect(screen.getByRole('rowheader', { name: /^Bay 0\s*, no bookings$/ })).toBeTruthy();
    // aria-label is not allowed on a span without a role (axe: aria-prohibited-attr).
    expect(document.querySelectorAll('.tl-label [aria-label]:not([role])')).toHaveLength(0);
  });

  it('moves focus between bars with the arrow keys, without changing the day', () => {
    renderDay(40, 4);
    const dayShortcut = vi.fn();
    window.addEventListener('keydown', dayShortcut);
    const position = () => {
      const bar = document.activeElement as HTMLElement;
      const row = bar.closest<HTMLElement>('[data-entry-index]');
      return [Number(row?.dataset.entryIndex), Number(bar.dataset.bookingIndex)];
    };
    const tabStops = () => screen.getAllByTestId('booking-bar').filter((bar) => bar.tabIndex === 0);
    const first = screen.getAllByTestId('booking-bar')[0]!;
    // One tab stop for all bars: the first drawn, until another is focused.
    expect(tabStops()).toEqual([first]);
    first.focus();
    const [entry] = position();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(position()).toEqual([entry, 1]);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(position()).toEqual([entry, 3]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(position()).toEqual([entry, 3]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    // The next bay's booking at the same time (its 4th), past the next bay if that is a heading.
    const [below, index] = position();
    expect(below).toBeGreaterThan(entry!);
    expect(index).toBe(3);
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(position()).toEqual([below, 0]);
    expect(tabStops()).toEqual([document.activeElement]);
    expect(dayShortcut).not.toHaveBeenCalled();
    window.removeEventListener('keydown', dayShortcut);
  });

  it('gives the tag headings one tab stop of their own; arrows move between them and fold them', () => {
    renderDay(6, 2);
    const dayShortcut = vi.fn();
    window.addEventListener('keydown', dayShortcut);
    const headings = () => Array.from(document.querySelectorAll<HTMLElement>('[data-group-key]'));
    expect(headings().map((h) => h.textContent)).toEqual(['▾EV3', '▾Standard3']);
    // Between the bookings Tab meets no heading: one of them is a stop, the others are not.
    expect(headings().map((h) => h.tabIndex)).toEqual([0, -1]);
    headings()[0]!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(headings()[1]);
    expect(headings().map((h) => h.tabIndex)).toEqual([-1, 0]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(headings()[1]!.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(headings()[1]!.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(headings()[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(headings()[0]);
    expect(dayShortcut).not.toHaveBeenCalled();
    window.removeEventListener('keydown', dayShortcut);
  });

  it('says how to move in its accessible description', () => {
    renderDay(2, 1);
    const grid = screen.getByRole('grid', { name: 'Bookings at Big Depot' });
    const description = document.getElementById(grid.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toMatch(/arrows move along the bay/);
    expect(description?.textContent).toMatch(/question mark/);
  });

  it('shows a card of who, when, bay and tag on hover and on focus; Escape hides it', async () => {
    renderDay(4, 2);
    expect(screen.queryByTestId('booking-card')).toBeNull();
    const bars = screen.getAllByTestId('booking-bar');
    fireEvent.pointerOver(bars[0]!);
    // The card's words are a chunk of their own, fetched just after the first screen.
    await within(screen.getByRole('tooltip')).findByText('Person 1-0');
    const card = screen.getByRole('tooltip');
    // Bay 1 is the first under its tag (EV sorts first); its first booking starts at midnight.
    expect(card.textContent).toContain('Person 1-0');
    expect(card.textContent).toContain('Bay 1');
    expect(card.textContent).toContain('EV');
    // The test's locale is en-US.
    expect(card.textContent).toContain('Wed, Mar 25, 12:00 AM–1:00 AM (1 h)');
    fireEvent.pointerLeave(bars[0]!.closest('[role="grid"]')!);
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => bars[1]!.focus());
    expect(screen.getByRole('tooltip').textContent).toContain('Person 1-1');
    expect(bars[1]!.getAttribute('aria-describedby')).toBe('booking-card');
    // The pointer wins over focus while it is on a bar, and focus has it back after.
    fireEvent.pointerOver(bars[2]!);
    expect(screen.getByRole('tooltip').textContent).toContain('Person 3-0');
    fireEvent.pointerOver(bars[2]!.closest('[role="row"]')!);
    expect(screen.getByRole('tooltip').textContent).toContain('Person 1-1');
    fireEvent.keyDown(bars[1]!, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => bars[1]!.blur());
    expect(bars[1]!.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('timeline, in German', () => {
  afterEach(() => {
    i18n.activate('en');
  });

  it('names the bays and counts each bay’s bookings in German, with its plurals', async () => {
    i18n.load('de', await allMessages('de'));
    i18n.activate('de');
    renderDay(3, 1);
    expect(screen.getByRole('columnheader', { name: /Stellplätze \(3\)/ })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Bay 0, 1 Buchung' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Zeitachse' })).toBeTruthy();
  });
});
