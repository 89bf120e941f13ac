import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeBridge, demoCompany } from '../../testing/fake-bridge';
import { preloadLazyChunks } from '../../testing/lazy-chunks';
import { renderApp } from '../../testing/render-app';

// Tuesday 3 March 2026, 09:00 in Berlin.
const NOW = Date.UTC(2026, 2, 3, 8, 0);

// Insights (with the charts library), the pickers and the export dialog are chunks of their own:
// loaded here, so the waits below wait for React, not for a module transform on a busy machine.
beforeAll(preloadLazyChunks);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

function britishBridge() {
  const fake = createFakeBridge([demoCompany()]);
  // As the desktop app on a British-format OS: a 24-hour clock, whatever jsdom's own locale.
  fake.systemLocales = ['en-GB'];
  return fake;
}

async function openInsights(fake = britishBridge()) {
  const app = renderApp(fake);
  await screen.findByTestId('location-title');
  fireEvent.click(await screen.findByRole('radio', { name: 'Insights' }));
  return { fake, ...app };
}

describe('the Insights view', () => {
  it('asks for the period, zone and filters shown, and shows the figures, heatmap and bays', async () => {
    const { fake } = await openInsights();
    const figures = await screen.findByTestId('insights-figures');
    expect(within(figures).getByText('Bookings').nextElementSibling?.textContent).toBe('10');
    expect(within(figures).getByText('People').nextElementSibling?.textContent).toBe('7');
    expect(within(figures).getByText('Median booking').nextElementSibling?.textContent).toBe('2 h');
    // One day: the peak's time alone, in the zone.
    expect(within(figures).getByText('first at 11:15')).toBeTruthy();
    const call = fake.callsOf('getInsights')[0]!;
    expect(call.args).toMatchObject({
      accountId: 'demo',
      locationId: 'loc-h',
      from: '2026-03-03',
      to: '2026-03-03',
      zone: 'Europe/Berlin',
      filter: { tags: null, search: null, timeOfDay: null },
    });
    expect((call.args as { progressId: string }).progressId).toMatch(/^insights-/);
    expect(call.signal).toBeInstanceOf(AbortSignal);
    // The Day view's bookings are not fetched for Insights.
    expect(fake.callsOf('listBookings')).toHaveLength(1);

    // A Day: only its weekday's row, under the hours, and no one-bar chart of use per day.
    const heatmap = screen.getByTestId('heatmap');
    expect(within(heatmap).getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByTestId('over-time')).toBeNull();
    expect(screen.getByTestId('by-tag')).toBeTruthy();
    expect(
      within(heatmap).getByRole('button', { name: /^Tuesday 10:00–11:00: 2\.5 bays in use/ }),
    ).toBeTruthy();
    expect(screen.getByTestId('heatmap-card-summary').textContent).toContain(
      'Busiest: Tuesday 10:00–11:00',
    );
    // Least- and most-used bays, both in the list.
    const rows = screen.getAllByTestId('bay-use-row').map((r) => r.textContent);
    expect(rows[0]).toContain('Bay 1');
    expect(rows[rows.length - 1]).toContain('Dock 1');
  });

  it('moves through the heatmap with the arrow keys, one Tab stop, and opens the day at a cell', async () => {
    const { fake } = await openInsights();
    fireEvent.click(screen.getByRole('radio', { name: 'Range' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('heatmap')).getAllByRole('row')).toHaveLength(8),
    );
    const heatmap = screen.getByTestId('heatmap');
    const tabStops = within(heatmap)
      .getAllByRole('button')
      .filter((b) => b.tabIndex === 0);
    expect(tabStops).toHaveLength(1);
    tabStops[0]!.focus();
    fireEvent.keyDown(tabStops[0]!, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Tuesday 00:00–01:00/);
    // → moves along the row; it does not move the period on (the page's shortcut).
    const calls = fake.callsOf('getInsights').length;
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Tuesday 01:00–02:00/);
    expect(fake.callsOf('getInsights')).toHaveLength(calls);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Tuesday 23:00–00:00/);
    fireEvent.keyDown(document.activeElement!, { key: 'End', ctrlKey: true });
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Sunday 23:00–00:00/);
    expect(
      within(heatmap)
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toEqual([document.activeElement]);
    const cell = within(heatmap).getByRole('button', { name: /^Tuesday 10:00–11:00/ });
    fireEvent.click(cell);
    // Back on the Timeline, at that Tuesday.
    expect(await screen.findByTestId('timeline-scroll')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Timeline' }) as HTMLInputElement).checked).toBe(
      true,
    );
    // The date picker arrives after the first screen (LazyDayPicker): wait for it.
    expect((await screen.findByTestId('day-picker')).textContent).toContain('3 Mar 2026');
  });

  it('asks nothing while hidden behind the Timeline, and shows the new period on return', async () => {
    const { fake } = await openInsights();
    await screen.findByTestId('insights-figures');
    fireEvent.click(screen.getByRole('radio', { name: 'Timeline' }));
    await screen.findByTestId('timeline-scroll');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('day-picker').textContent).toContain('4 Mar'));
    expect(fake.callsOf('getInsights')).toHaveLength(1);
    fireEvent.click(screen.getByRole('radio', { name: 'Insights' }));
    await waitFor(() =>
      expect(screen.getByTestId('insights-period').textContent).toBe('Wed, 4 Mar 2026'),
    );
    expect(fake.callsOf('getInsights')).toHaveLength(2);
    expect(fake.callsOf('getInsights')[1]!.args).toMatchObject({ from: '2026-03-04' });
  });

  it('switches the heatmap to utilisation and to a table', async () => {
    await openInsights();
    const card = await screen.findByTestId('heatmap-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Utilisation' }));
    expect(within(card).getByRole('button', { name: /^Tuesday 10:00–11:00/ }).textContent).toBe(
      '83%',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Table' }));
    const table = within(card).getByTestId('heatmap-table');
    const tuesday = within(table).getByRole('rowheader', { name: 'Tuesday' }).closest('tr')!;
    expect(tuesday.textContent).toContain('83%');
  });

  it('shows progress while loading, cancels the call, and loads again on request', async () => {
    const fake = createFakeBridge([demoCompany()]);
    fake.holdInsights = true;
    await openInsights(fake);
    await screen.findByTestId('insights-loading');
    const call = fake.callsOf('getInsights')[0]!;
    const progressId = (call.args as { progressId: string }).progressId;
    act(() => fake.emitInsightsProgress({ progressId: 'someone-else', percent: 90, bookings: 9 }));
    act(() => fake.emitInsightsProgress({ progressId, percent: 40, bookings: 1234 }));
    expect(screen.getByRole('status').textContent).toContain('40% of the period fetched');
    expect(screen.getByRole('status').textContent).toContain('1,234 bookings');
    expect(screen.queryByTestId('insights-figures')).toBeNull();
    fireEvent.click(screen.getByTestId('insights-cancel'));
    await waitFor(() => expect(call.signal?.aborted).toBe(true));
    fake.holdInsights = false;
    fireEvent.click(await screen.findByTestId('insights-load'));
    expect(await screen.findByTestId('insights-figures')).toBeTruthy();
  });

  it('shows the precise error with a retry, and the retry’s progress', async () => {
    const fake = createFakeBridge([demoCompany()]);
    // As the backend words a failed chunk: its days, then the API's own message.
    fake.failures.getInsights = {
      kind: 'server',
      message:
        'The bookings of 2026-03-09 to 2026-03-15 could not be fetched. demo had a problem answering (HTTP 503).',
    };
    await openInsights(fake);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The server had a problem while loading insights');
    expect(alert.textContent).toContain('The bookings of 2026-03-09 to 2026-03-15');
    expect(alert.textContent).toContain('(HTTP 503)');
    fake.failures.getInsights = null;
    fake.holdInsights = true;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('insights-loading')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fake.holdInsights = false;
    act(() => fake.releaseInsights());
    expect(await screen.findByTestId('insights-figures')).toBeTruthy();
  });

  it('says in one sentence that a period had no bookings, instead of charts of zeros', async () => {
    const fake = britishBridge();
    fake.editInsights = (i) => ({
      ...i,
      totals: { ...i.totals, bookings: 0, bookedMs: 0, occupiedMs: 0 },
      peak: { baysInUse: 0, atMs: null },
      medianBookingMs: null,
      days: i.days.map((d) => ({ ...d, bookings: 0, bookedMs: 0, occupiedMs: 0 })),
      bayUse: i.bayUse.map((b) => ({ ...b, bookings: 0, bookedMs: 0, occupiedMs: 0 })),
      weekdayHours: i.weekdayHours.map((c) => ({ ...c, occupiedMs: 0 })),
    });
    await openInsights(fake);
    const empty = await screen.findByTestId('insights-empty');
    expect(empty.textContent).toContain('No bookings in this period');
    expect(empty.textContent).toMatch(/All \d+ bays counted were free all through Tue, 3 Mar 2026/);
    expect(screen.getByTestId('insights-figures')).toBeTruthy();
    expect(screen.queryByTestId('heatmap')).toBeNull();
    expect(screen.queryByTestId('bay-use')).toBeNull();
  });

  it('says a closed day was closed, and why, with its bookings counted: never "no bookings"', async () => {
    const fake = britishBridge();
    // The site keeps Tuesday 3 March shut for resurfacing: no open time, its bookings all outside.
    fake.editInsights = (i) => ({
      ...i,
      site: {
        zone: i.zone,
        hours: null,
        closed: [{ date: '2026-03-03', kind: 'closure', reason: 'Resurfacing' }],
      },
      totals: { ...i.totals, bookedMs: 0, occupiedMs: 0, availableMs: 0 },
      days: i.days.map((d) => ({ ...d, bookedMs: 0, occupiedMs: 0, availableMs: 0 })),
    });
    await openInsights(fake);
    const closed = await screen.findByTestId('insights-closed');
    expect(closed.textContent).toContain('Closed: Resurfacing');
    expect(closed.textContent).toContain('Its 10 bookings are counted above');
    expect(screen.queryByTestId('insights-empty')).toBeNull();
    const figures = screen.getByTestId('insights-figures');
    expect(within(figures).getByText('Bookings').nextElementSibling?.textContent).toBe('10');
    expect(within(figures).getByText('Utilisation').nextElementSibling?.textContent).toBe('–');
  });

  it('does not call a closed day against an open one a fall: it says they are not compared', async () => {
    const fake = britishBridge();
    fake.editInsights = (i) =>
      i.from === '2026-03-03'
        ? {
            ...i,
            site: {
              zone: i.zone,
              hours: null,
              closed: [{ date: '2026-03-03', kind: 'holiday', reason: 'Works day off' }],
            },
            totals: { ...i.totals, bookedMs: 0, occupiedMs: 0, availableMs: 0 },
            days: i.days.map((d) => ({ ...d, bookedMs: 0, occupiedMs: 0, availableMs: 0 })),
          }
        : i;
    await openInsights(fake);
    await screen.findByTestId('insights-closed');
    fireEvent.change(screen.getByLabelText('Compare with'), { target: { value: 'previous' } });
    const notCompared = await screen.findAllByTestId('not-compared');
    expect(notCompared.length).toBeGreaterThan(0);
    expect(notCompared[0]?.textContent).toBe('not compared');
    expect(notCompared[0]?.getAttribute('title')).toBe(
      'One of the periods was closed: its figures are not compared with an open one.',
    );
    expect(screen.getByTestId('insights-figures').textContent).not.toMatch(/down \d/);
  });

  it('opens the Timeline with a bay in view from the by-bay list', async () => {
    await openInsights();
    fireEvent.click(await screen.findByRole('button', { name: 'Dock 1' }));
    const row = await screen.findByText('Dock 1', { selector: '.tl-label-name' });
    await waitFor(() =>
      expect(row.closest('[role="row"]')?.hasAttribute('data-highlighted')).toBe(true),
    );
  });

  it('opens the Timeline at a day chosen in the use-per-day table, and goes back in one click', async () => {
    await openInsights();
    // Range opens on the calendar week of the day shown (Tuesday 3 March: Monday 2 to Sunday 8).
    fireEvent.click(await screen.findByRole('radio', { name: 'Range' }));
    const card = await screen.findByTestId('over-time');
    fireEvent.click(within(card).getByText('Table', { exact: true }));
    const table = await within(card).findByTestId('over-time-table');
    fireEvent.click(within(table).getByRole('button', { name: /5 Mar 2026/ }));
    expect(await screen.findByTestId('timeline-scroll')).toBeTruthy();
    expect((await screen.findByTestId('day-picker')).textContent).toContain('5 Mar 2026');
    // One click back to the period the drill-down left.
    const back = screen.getByTestId('back-to-insights');
    expect(back.textContent).toBe('← Back to Insights, Mon, 2 Mar 2026 – Sun, 8 Mar 2026');
    fireEvent.click(back);
    expect((await screen.findByTestId('insights-period')).textContent).toBe(
      'Mon, 2 Mar 2026 – Sun, 8 Mar 2026',
    );
    expect(screen.queryByTestId('back-to-insights')).toBeNull();
  });

  it('saves a PDF through the desktop shell on the chosen paper, and shows why it could not', async () => {
    const fake = createFakeBridge([demoCompany()]);
    const savePdf = vi.fn(async () => ({
      ok: false as const,
      error: { kind: 'io' as const, message: 'No permission to write to /read-only.' },
    }));
    const getAppInfo = async () => ({
      ok: true as const,
      value: { version: '1', shell: 'electron' as const, platform: 'linux' },
    });
    Object.assign(fake.bridge, { savePdf, getAppInfo });
    await openInsights(fake);
    fireEvent.click(await screen.findByTestId('save-pdf'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Letter' }));
    await waitFor(() =>
      expect(savePdf).toHaveBeenCalledWith({
        fileName: 'Insights Harbour Office 2026-03-03',
        pageSize: 'Letter',
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No permission to write to /read-only.',
    );
    expect(screen.queryByTestId('print-insights')).toBeNull();
  });

  it('exports a summary through the export dialog, with what the view shows', async () => {
    const { fake } = await openInsights();
    await screen.findByTestId('insights-figures');
    fireEvent.click(screen.getByTestId('export-summary'));
    fireEvent.click(await screen.findByTestId('export-summary-weekday-hour'));
    const dialog = await screen.findByRole('dialog', {
      name: 'Export a summary by weekday and hour',
    });
    // The other choice is every bay over chosen days, not "all bookings".
    expect(dialog.textContent).toContain(
      'Every bay of this location on these days, whole days, without the filters',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export…' }));
    await waitFor(() => expect(fake.callsOf('startExport')).toHaveLength(1));
    expect(fake.callsOf('startExport')[0]!.args).toMatchObject({
      locationId: 'loc-h',
      from: '2026-03-03',
      to: '2026-03-03',
      zone: 'Europe/Berlin',
      report: { kind: 'summary', by: 'weekday-hour' },
    });
  });
});
