import { i18n } from '@lingui/core';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KeyListDialog } from './KeyListDialog';
import { allMessages } from '../../testing/all-messages';

beforeAll(async () => {
  i18n.load('de', await allMessages('de'));
});
afterEach(() => {
  cleanup();
  i18n.activate('en');
});

describe('the list of keys, in German', () => {
  it('says what each key does in German, and names the keys as they are printed', () => {
    i18n.activate('de');
    render(
      <MantineProvider env="test">
        <KeyListDialog opened onClose={() => {}} />
      </MantineProvider>,
    );
    const list = screen.getByTestId('key-list');
    expect(screen.getByRole('dialog', { name: 'Tastenkürzel' })).toBeTruthy();
    expect(list.textContent).toContain('Diese Liste der Tasten');
    expect(list.textContent).toContain('Zu den Buchungen springen');
    expect(list.textContent).toContain('Nächste Buchung im Stellplatz darüber oder darunter');
    expect(list.textContent).toMatch(/(Ctrl|⌘)\+E/);
    expect(list.textContent).toContain('Home');
    expect(list.textContent).not.toContain('The previous or next');
  });
});
