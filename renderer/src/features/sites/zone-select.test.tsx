import { i18n } from '@lingui/core';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MethodArgs } from '#shared/contract';
import { allMessages } from '../../testing/all-messages';
import { createFakeBridge, demoCompany } from '../../testing/fake-bridge';
import { preloadLazyChunks } from '../../testing/lazy-chunks';
import { renderApp } from '../../testing/render-app';
import { LocaleProvider } from '../../ui/locale/LocaleProvider';
import { clearDrafts } from './draft-store';
import { ZoneSelect } from './ZoneSelect';

// Thursday 26 March 2026, before Europe's summer time: Berlin and Warsaw are UTC+01:00.
const NOW = Date.UTC(2026, 2, 26, 9, 30);

beforeAll(async () => {
  await preloadLazyChunks();
  i18n.load('de', await allMessages('de'));
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  clearDrafts();
  i18n.activate('en');
});

/** Types into the picker (which opens it) and returns the options it offers, in order. */
async function typeIn(input: HTMLElement, text: string): Promise<string[]> {
  // Focused for real: Mantine takes a change to an input without the focus for autofill.
  act(() => input.focus());
  fireEvent.change(input, { target: { value: text } });
  await screen.findAllByRole('option');
  return screen.getAllByRole('option').map((o) => o.textContent ?? '');
}

function renderIn(locale: string, ui: ReactNode) {
  return render(
    <MantineProvider env="test">
      <LocaleProvider locales={[locale]} clock="auto" weekStart="auto">
        {ui}
      </LocaleProvider>
    </MantineProvider>,
  );
}

describe('the Sites page’s zone picker', () => {
  it('finds cities by their local and old names, and saves the canonical zone', async () => {
    const fake = createFakeBridge([demoCompany()]);
    renderApp(fake);
    fireEvent.click(await screen.findByRole('tab', { name: /Sites/ }));
    await screen.findByTestId('sites-table');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every site shown' }));
    const input = screen.getByTestId('sites-zone');

    expect((await typeIn(input, 'München'))[0]).toBe('Europe/Berlin (UTC+01:00) München');
    expect((await typeIn(input, 'Calcutta'))[0]).toBe('Asia/Kolkata (UTC+05:30) Calcutta');
    expect((await typeIn(input, 'Zurich'))[0]).toBe('Europe/Zurich (UTC+01:00)');
    expect((await typeIn(input, 'Kraków'))[0]).toBe('Europe/Warsaw (UTC+01:00) Kraków');
    fireEvent.click(screen.getByRole('option', { name: 'Europe/Warsaw (UTC+01:00) Kraków' }));
    expect((input as HTMLInputElement).value).toBe('Europe/Warsaw (UTC+01:00)');
    fireEvent.click(screen.getByRole('button', { name: 'Apply zone to 2 sites' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save 2 sites' }));
    await screen.findByText(/^Saved 2 sites\./);
    const saved = fake
      .callsOf('updateSites')
      .flatMap((call) => (call.args as MethodArgs<'updateSites'>).sites.map((s) => s.zone));
    expect(saved).toEqual(['Europe/Warsaw', 'Europe/Warsaw']);
  });

  it('shows a zone saved under an old name as its canonical name', () => {
    renderIn(
      'en-GB',
      <ZoneSelect
        value="Europe/Kiev"
        onChange={() => {}}
        accountZone="Europe/Berlin"
        label="Zone"
      />,
    );
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Zone' }).value).toBe(
      'Europe/Kyiv (UTC+02:00)',
    );
  });

  it('finds München in German, picks its canonical zone, and says in German when nothing matches', async () => {
    i18n.activate('de');
    const onChange = vi.fn();
    renderIn(
      'de-DE',
      <ZoneSelect value={null} onChange={onChange} accountZone="Europe/London" label="Zeitzone" />,
    );
    const input = screen.getByRole('combobox', { name: 'Zeitzone' });
    expect((await typeIn(input, 'München'))[0]).toBe('Europe/Berlin (UTC+01:00) München');
    fireEvent.click(screen.getByRole('option', { name: /^Europe\/Berlin/ }));
    expect(onChange).toHaveBeenCalledWith('Europe/Berlin');
    fireEvent.change(input, { target: { value: 'Atlantis' } });
    expect(
      await screen.findByText(
        'Keine Zeitzone passt: Versuchen Sie es mit einer Stadt, z. B. Sydney',
      ),
    ).toBeTruthy();
  });
});
