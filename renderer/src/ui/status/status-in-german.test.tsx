import { i18n } from '@lingui/core';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BridgeError } from '../../data/bridge-error';
import { LocaleProvider } from '../locale/LocaleProvider';
import { DroppedNotice } from './DroppedNotice';
import { ErrorState } from './ErrorState';
import { StaleIndicator } from './StaleIndicator';
import { allMessages } from '../../testing/all-messages';

beforeAll(async () => {
  i18n.load('de', await allMessages('de'));
});
afterEach(() => {
  cleanup();
  i18n.activate('en');
});

describe('what went wrong and how fresh the data is, in German', () => {
  it('counts unreadable bookings with the German plural', () => {
    i18n.activate('de');
    const { rerender } = render(
      <MantineProvider env="test">
        <DroppedNotice dropped={1} what="booking" />
      </MantineProvider>,
    );
    expect(screen.getByTestId('dropped-notice').textContent).toBe(
      '1 Buchung konnte nicht gelesen werden und fehlt: Der Server hat sie ohne ID, Beginn oder Ende gesendet.',
    );
    rerender(
      <MantineProvider env="test">
        <DroppedNotice dropped={3} what="booking" />
      </MantineProvider>,
    );
    expect(screen.getByTestId('dropped-notice').textContent).toContain(
      '3 Buchungen konnten nicht gelesen werden und fehlen',
    );
  });

  it('says what happened while loading what, what to do, and keeps the backend’s English as a detail', () => {
    i18n.activate('de');
    const message = 'demo had a problem answering (HTTP 503).';
    render(
      <MantineProvider env="test">
        <ErrorState
          what="bookings"
          error={new BridgeError({ kind: 'server', message })}
          onRetry={() => {}}
        />
      </MantineProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Beim Laden der Buchungen: Der Server hatte ein Problem');
    expect(alert.textContent).toContain('Versuchen Sie es in ein paar Minuten erneut.');
    const detail = screen.getByTestId('error-detail');
    expect(detail.textContent).toBe(message);
    expect(detail.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });

  it('says when the data was last updated, the time filled in', () => {
    i18n.activate('de');
    render(
      <MantineProvider env="test">
        <LocaleProvider locales={['de-DE']} clock="auto" weekStart="auto">
          <StaleIndicator
            updatedAt={Date.UTC(2026, 2, 29, 12, 5)}
            now={Date.UTC(2026, 2, 29, 13, 0)}
            zone="UTC"
            fetching={false}
            refreshFailed={false}
            onRefresh={() => {}}
          />
        </LocaleProvider>
      </MantineProvider>,
    );
    expect(screen.getByTestId('stale-indicator').textContent).toBe('Zuletzt aktualisiert um 12:05');
    expect(screen.getByRole('button', { name: 'Aktualisieren' })).toBeTruthy();
  });
});
