import { i18n } from '@lingui/core';
import { MantineProvider, Modal, TextInput } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LocaleProvider } from '../ui/locale/LocaleProvider';
import { LocalisedTheme } from './LocalisedTheme';
import { RegionMenu } from './RegionMenu';
import { appTheme } from './theme';
import { allMessages } from '../testing/all-messages';

beforeAll(async () => {
  i18n.load('de', await allMessages('de'));
});
afterEach(() => {
  cleanup();
  i18n.activate('en');
});

describe('the frame in German', () => {
  it('names a dialog’s close button in the new language at once, keeping what was typed', () => {
    render(
      <MantineProvider theme={appTheme} env="test">
        <LocalisedTheme>
          <Modal opened onClose={() => {}} title="Notes">
            <TextInput aria-label="Note" />
          </Modal>
        </LocalisedTheme>
      </MantineProvider>,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    fireEvent.change(note, { target: { value: 'kept' } });
    act(() => i18n.activate('de'));
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toBe(note);
    expect((note as HTMLInputElement).value).toBe('kept');
  });

  it('writes the clock and week menu in German, weekdays included', () => {
    i18n.activate('de');
    render(
      <MantineProvider env="test">
        <LocaleProvider locales={['de-DE']} clock="auto" weekStart="auto">
          <RegionMenu clock="auto" weekStart="sunday" onChange={() => {}} openOnMount />
        </LocaleProvider>
      </MantineProvider>,
    );
    const menu = screen.getByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent?.replace('✓', '').trim());
    expect(items).toEqual([
      'Automatisch (24-Stunden-Format)',
      '24-Stunden-Format',
      '12-Stunden-Format',
      'Automatisch (Montag)',
      'Montag',
      'Sonntag',
      'Samstag',
    ]);
    expect(menu.textContent).toContain('Datumsangaben und Zahlen folgen de-DE');
    expect(screen.getByRole('button', { name: 'Uhr und Kalender' })).toBeTruthy();
  });
});
