import { i18n } from '@lingui/core';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../data/query-client';
import { createFakeBridge, demoCompany } from '../../testing/fake-bridge';
import { BridgeProvider } from '../../ui/bridge-context';
import { AccountSwitcher } from './AccountSwitcher';
import { AddAccountModal } from './AddAccountModal';
import { allMessages } from '../../testing/all-messages';

beforeAll(async () => {
  i18n.load('de', await allMessages('de'));
});
afterEach(() => {
  cleanup();
  i18n.activate('en');
});

function renderWithBridge(ui: ReactNode) {
  const fake = createFakeBridge([demoCompany()], { 'acme.example.com': 'right-key-0123' });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <BridgeProvider bridge={fake.bridge}>{ui}</BridgeProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const fill = (name: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(name, { selector: 'input' }), { target: { value } });

describe('company accounts, in German', () => {
  it('the add-account dialog names the host and counts the locations with the German plural', async () => {
    i18n.activate('de');
    renderWithBridge(<AddAccountModal opened onClose={() => {}} onAdded={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Firmenkonto hinzufügen' })).toBeTruthy();
    fill(/Host der Firma/, 'acme.example.com');
    fill(/API-Schlüssel/, 'wrong-key-0123');
    fireEvent.click(screen.getByRole('button', { name: 'Verbindung testen' }));
    const error = await screen.findByTestId('account-error');
    expect(error.textContent).toContain('acme.example.com hat den API-Schlüssel abgelehnt');
    expect(error.textContent).toContain('Prüfen Sie den API-Schlüssel');

    fill(/API-Schlüssel/, 'right-key-0123');
    fireEvent.click(screen.getByRole('button', { name: 'Verbindung testen' }));
    expect((await screen.findByTestId('connection-ok')).textContent).toBe(
      'Verbunden mit acme.example.com: Die Firma hat 1 Standort.',
    );
  });

  it('the switcher calls the demo company by its German name', () => {
    i18n.activate('de');
    const demo = demoCompany().account;
    renderWithBridge(<AccountSwitcher accounts={[demo]} current={demo} onSwitch={() => {}} />);
    const switcher = screen.getByTestId('account-switcher');
    expect(switcher.textContent).toContain('Demo-Firma');
    expect(switcher.getAttribute('title')).toBe('Konto wechseln');
  });
});
