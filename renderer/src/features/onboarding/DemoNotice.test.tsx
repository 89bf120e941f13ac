import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFakeBridge, demoCompany } from '../../testing/fake-bridge';
import { preloadLazyChunks } from '../../testing/lazy-chunks';
import { renderApp } from '../../testing/render-app';

beforeAll(preloadLazyChunks);
afterEach(() => localStorage.clear());

describe('the note on the demo company', () => {
  it('says the data is made up and how to add your own, and stays dismissed once closed', async () => {
    const first = renderApp(createFakeBridge([demoCompany()]));
    const note = await screen.findByTestId('demo-notice');
    expect(note.textContent).toMatch(/made up/);
    fireEvent.click(screen.getByRole('button', { name: 'Add your company…' }));
    expect(await screen.findByRole('dialog', { name: /Add/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the note on the demo company' }));
    expect(screen.queryByTestId('demo-notice')).toBeNull();
    first.unmount();
    renderApp(createFakeBridge([demoCompany()]));
    await screen.findByTestId('location-title');
    expect(screen.queryByTestId('demo-notice')).toBeNull();
  });
});
