// "Save as scheduled report…" in the export dialog: the export's choices become the saved report
// (kind, place, filters, period preset, comparison, format, language), named and timed in a small
// form, saved through the contract.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MethodArgs } from '#shared/contract';
import { createQueryClient } from '../../data/query-client';
import { BridgeProvider } from '../../ui/bridge-context';
import { createFakeBridge, demoCompany } from '../../testing/fake-bridge';
import { preloadLazyChunks } from '../../testing/lazy-chunks';
import { ExportDialog, type ShownExport } from '../export/ExportDialog';
import { periodOf } from './report-from-export';

beforeAll(preloadLazyChunks);
// Wednesday 1 April 2026.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 3, 1, 8, 0));
});
afterEach(() => vi.useRealTimers());

const filter = { tags: ['EV'], search: 'ann', timeOfDay: null };
const lastWeek: ShownExport = {
  accountId: 'demo',
  locationId: 'loc-h',
  from: '2026-03-23',
  to: '2026-03-29',
  zone: 'Europe/Berlin',
  filter,
  summary: {
    locationName: 'Harbour Office',
    times: { kind: 'zone', zone: 'Europe/Berlin' },
    filter,
  },
};

function setup(shown: ShownExport) {
  const fake = createFakeBridge([demoCompany()]);
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <BridgeProvider bridge={fake.bridge}>
          <ExportDialog opened onClose={() => {}} shown={shown} />
        </BridgeProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return fake;
}

describe('Save as scheduled report…', () => {
  it('saves the export’s bookings of last week, filtered as shown, as a schedule', async () => {
    const fake = setup(lastWeek);
    fireEvent.click(await screen.findByRole('button', { name: 'Save as scheduled report…' }));
    const form = await screen.findByTestId('schedule-form', {}, { timeout: 10_000 });
    expect((await within(form).findByTestId('report-summary')).textContent).toBe(
      'Bookings · Harbour Office · Last week · CSV · English',
    );
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'EV bays' } });
    fireEvent.change(within(form).getByLabelText(/^Send to/), {
      target: { value: 'ann@acme.test, bob@acme.test' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Saved “EV bays”: it is on the Schedules page.')).toBeTruthy();
    const args = fake.callsOf('addSchedule')[0]?.args as MethodArgs<'addSchedule'>;
    expect(args).toEqual({
      name: 'EV bays',
      report: {
        account: 'demo',
        kind: 'bookings',
        location: 'loc-h',
        period: 'last-week',
        filters: { tags: ['EV'], search: 'ann' },
        format: 'csv',
        language: 'en',
      },
      rhythm: 'monday',
      at: '07:00',
      zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      recipients: ['ann@acme.test', 'bob@acme.test'],
    });
    expect(fake.schedules.list.map((s) => s.name)).toEqual(['EV bays']);
  });

  it('takes the All locations summary as the report workbook with its comparison, and no other summary', async () => {
    const summary: ShownExport = {
      ...lastWeek,
      report: { kind: 'summary', by: 'location', compare: { kind: 'year' } },
    };
    setup(summary);
    await screen.findByTestId('export-dialog');
    expect(screen.queryByRole('button', { name: 'Save as scheduled report…' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /^Report workbook \(Excel\)/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save as scheduled report…' }));
    const form = await screen.findByTestId('schedule-form', {}, { timeout: 10_000 });
    expect((await within(form).findByTestId('report-summary')).textContent).toBe(
      'Report workbook of every location · Last week · compared with a year earlier · Excel · English',
    );
  });
});

describe('the period an export’s days are today', () => {
  it('is a preset when one names them, else the last N days up to yesterday', () => {
    expect(periodOf('2026-03-23', '2026-03-29', '2026-04-01')).toBe('last-week');
    expect(periodOf('2026-03-01', '2026-03-31', '2026-04-01')).toBe('last-month');
    expect(periodOf('2026-03-31', '2026-03-31', '2026-04-01')).toBe('yesterday');
    expect(periodOf('2026-03-18', '2026-03-31', '2026-04-01')).toBe('last-14-days');
    expect(periodOf('2026-02-02', '2026-02-08', '2026-04-01')).toBe('last-week');
  });
});
