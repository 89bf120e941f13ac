import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BridgeProvider } from '../../ui/bridge-context';
import { createQueryClient } from '../../data/query-client';
import { createFakeBridge, demoCompany } from '../../testing/fake-bridge';
import { AddAccountModal } from './AddAccountModal';

describe('adding an account', () => {
  it('shows the precise error for a wrong key, then adds with the right one', async () => {
    const fake = createFakeBridge([demoCompany()], { 'acme.example.com': 'right' });
    const onAdded = vi.fn();
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={createQueryClient({ retry: false })}>
          <BridgeProvider bridge={fake.bridge}>
            <AddAccountModal opened onClose={() => {}} onAdded={onAdded} />
          </BridgeProvider>
        </QueryClientProvider>
      </MantineProvider>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Acme' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Company host/ }), {
      target: { value: 'acme.example.com' },
    });
    fireEvent.change(screen.getByLabelText(/API key/, { selector: 'input' }), {
      target: { value: 'wrong' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add account' }));
    const error = await screen.findByTestId('account-error');
    expect(error.textContent).toContain(
      'The API key was refused by acme.example.com (401). Check the key.',
    );
    expect(onAdded).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/API key/, { selector: 'input' }), {
      target: { value: 'right' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByTestId('connection-ok')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add account' }));
    await waitFor(() =>
      expect(onAdded).toHaveBeenCalledWith(
        expect.objectContaining({ label: 'Acme', host: 'acme.example.com' }),
      ),
    );
  });

  it('names the host in the heading, and takes an answer away as soon as a field changes', async () => {
    const fake = createFakeBridge([demoCompany()], { 'acme.example.com': 'right' });
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={createQueryClient({ retry: false })}>
          <BridgeProvider bridge={fake.bridge}>
            <AddAccountModal opened onClose={() => {}} onAdded={() => {}} />
          </BridgeProvider>
        </QueryClientProvider>
      </MantineProvider>,
    );
    const host = screen.getByRole('textbox', { name: /Company host/ });
    const key = screen.getByLabelText(/API key/, { selector: 'input' });
    fireEvent.change(host, { target: { value: 'acme.example.com' } });
    fireEvent.change(key, { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    const error = await screen.findByTestId('account-error');
    expect(error.textContent).toContain('acme.example.com refused the API key');
    fireEvent.change(key, { target: { value: 'wrong2' } });
    expect(screen.queryByTestId('account-error')).toBeNull();

    fireEvent.change(key, { target: { value: 'right' } });
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect((await screen.findByTestId('connection-ok')).textContent).toContain(
      'Connected to acme.example.com',
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'A' } });
    expect(screen.queryByTestId('connection-ok')).toBeNull();
  });
});
