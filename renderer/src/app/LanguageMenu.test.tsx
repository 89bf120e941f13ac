import { i18n } from '@lingui/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFakeBridge, demoCompany } from '../testing/fake-bridge';
import { preloadLazyChunks } from '../testing/lazy-chunks';
import { renderApp } from '../testing/render-app';

beforeAll(preloadLazyChunks);
// The i18n instance is the app's one: the next test starts in English again.
afterEach(() => i18n.activate('en'));

describe('the language menu', () => {
  it('shows the interface in the chosen language at once, tells the shell, and remembers it', async () => {
    const fake = createFakeBridge([demoCompany()]);
    renderApp(fake);
    const title = await screen.findByTestId('location-title');
    expect(screen.getByTestId('theme-menu').getAttribute('aria-label')).toBe('Theme');

    fireEvent.click(screen.getByTestId('language-menu'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));

    await waitFor(() =>
      expect(screen.getByTestId('theme-menu').getAttribute('aria-label')).toBe('Darstellung'),
    );
    expect(screen.getByTestId('language-menu').textContent).toBe('DE');
    // Still the same page, not remounted.
    expect(screen.getByTestId('location-title')).toBe(title);
    expect(window.localStorage.getItem('bookings-viewer.language')).toBe('de');
    // The desktop shell's menu and dialogs follow: English at start, then German.
    await waitFor(() =>
      expect(fake.callsOf('setInterfaceLanguage').map((c) => c.args)).toEqual([
        { language: 'en' },
        { language: 'de' },
      ]),
    );
  });

  it('offers the system’s language by its name, and each language in its own words', async () => {
    renderApp(createFakeBridge([demoCompany()]));
    await screen.findByTestId('location-title');
    fireEvent.click(screen.getByTestId('language-menu'));
    // jsdom's navigator says en-US.
    expect(await screen.findByRole('menuitem', { name: /As the system \(English\)/ })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Français' }).getAttribute('lang')).toBe('fr');
  });
});
