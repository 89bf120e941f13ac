import { i18n } from '@lingui/core';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allMessages } from '../../testing/all-messages';
import { createFakeBridge, demoCompany } from '../../testing/fake-bridge';
import { preloadLazyChunks } from '../../testing/lazy-chunks';
import { renderApp } from '../../testing/render-app';
import { LocaleProvider } from '../../ui/locale/LocaleProvider';
import { TimezoneSelect } from './TimezoneSelect';

// Thursday 15 January 2026: winter time, so Berlin and Warsaw are UTC+01:00.
const NOW = Date.UTC(2026, 0, 15, 9, 30);

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
  i18n.activate('en');
});

function renderIn(locale: string, ui: ReactNode) {
  return render(
    <MantineProvider env="test">
      <LocaleProvider locales={[locale]} clock="auto" weekStart="auto">
        {ui}
      </LocaleProvider>
    </MantineProvider>,
  );
}

/** Types into the picker (which opens it) and returns the options it offers, in order. */
async function typeIn(input: HTMLElement, text: string): Promise<string[]> {
  // Focused for real: Mantine takes a change to an input without the focus for autofill.
  act(() => input.focus());
  fireEvent.change(input, { target: { value: text } });
  await screen.findAllByRole('option');
  return screen.getAllByRole('option').map((o) => o.textContent ?? '');
}

describe('the header’s timezone picker', () => {
  it('finds a zone by a city’s local name, old name or a city without a zone, best first', async () => {
    const onChange = vi.fn();
    renderIn('en-GB', <TimezoneSelect saved={null} onChange={onChange} />);
    const input = screen.getByTestId('timezone-picker');

    expect((await typeIn(input, 'Kraków'))[0]).toBe('Europe/Warsaw (UTC+01:00) Kraków');
    // Typed without its accent, the city is shown with it.
    expect((await typeIn(input, 'Krakow'))[0]).toBe('Europe/Warsaw (UTC+01:00) Kraków');
    expect((await typeIn(input, 'Calcutta'))[0]).toBe('Asia/Kolkata (UTC+05:30) Calcutta');
    expect((await typeIn(input, 'Kiev'))[0]).toBe('Europe/Kyiv (UTC+02:00) Kiev');
    // Zürich is the zone's own city: no name beside it.
    expect((await typeIn(input, 'Zürich'))[0]).toBe('Europe/Zurich (UTC+01:00)');
    // Its accessible name says the city too.
    const [berlin] = await typeIn(input, 'München');
    expect(berlin).toBe('Europe/Berlin (UTC+01:00) München');
    fireEvent.click(screen.getByRole('option', { name: 'Europe/Berlin (UTC+01:00) München' }));
    expect(onChange).toHaveBeenCalledWith('Europe/Berlin');
  });

  it('offers canonical names only, and UTC', async () => {
    renderIn('en-GB', <TimezoneSelect saved={null} onChange={() => {}} />);
    const input = screen.getByTestId('timezone-picker');
    expect(await typeIn(input, 'kolkata')).toEqual(['Asia/Kolkata (UTC+05:30)']);
    expect(await typeIn(input, 'UTC+00:00')).toContain('UTC (UTC+00:00)');
    fireEvent.change(input, { target: { value: 'calcutta' } });
    expect(screen.queryByRole('option', { name: /^Asia\/Calcutta/ })).toBeNull();
  });

  it('shows a zone saved under an old name as its canonical name', async () => {
    renderIn('en-GB', <TimezoneSelect saved="Asia/Calcutta" onChange={() => {}} />);
    const input = screen.getByTestId<HTMLInputElement>('timezone-picker');
    expect(input.value).toBe('Asia/Kolkata (UTC+05:30)');
  });

  it('finds München in German, and says in German when nothing matches', async () => {
    i18n.activate('de');
    renderIn('de-DE', <TimezoneSelect saved="Europe/London" onChange={() => {}} />);
    const input = screen.getByTestId('timezone-picker');
    expect((await typeIn(input, 'München'))[0]).toBe('Europe/Berlin (UTC+01:00) München');
    fireEvent.change(input, { target: { value: 'Atlantis' } });
    expect(await screen.findByText('Keine Zeitzone passt')).toBeTruthy();
  });

  it('saves the canonical zone of the city picked in the app', async () => {
    const fake = createFakeBridge([demoCompany()]);
    renderApp(fake);
    const input = await screen.findByTestId('timezone-picker');
    await typeIn(input, 'Kraków');
    fireEvent.click(screen.getByRole('option', { name: /^Europe\/Warsaw \(UTC\+01:00\)/ }));
    await waitFor(() =>
      expect(fake.callsOf('updateSettings').at(-1)?.args).toEqual({
        accountId: 'demo',
        zone: 'Europe/Warsaw',
      }),
    );
  });
});
