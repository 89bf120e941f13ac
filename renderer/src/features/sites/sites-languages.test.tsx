import { i18n } from '@lingui/core';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OFFICE_HOURS } from '#shared/sites/opening-hours';
import { createLocaleFormat } from '../../ui/locale/locale-format';
import { resolveLocale } from '../../ui/locale/resolve';
import { LocaleContext } from '../../ui/locale/use-locale-format';
import { readClosureForm } from './closure-form';
import { closureLengthWords } from './closure-words';
import { calendarName } from './holiday-names';
import { holidaySuggestionWords } from './holiday-suggestion-text';
import { SiteBasis } from './SiteBasis';
import { SitesSaveBar } from './SitesSaveBar';
import { readTargetForm } from './target-form';
import { TargetStatusText } from './TargetStatusText';
import { suggestionText } from './zone-suggestion-text';
import { allMessages } from '../../testing/all-messages';

beforeAll(async () => {
  i18n.load('de', await allMessages('de'));
  i18n.load('fr', await allMessages('fr'));
});
afterEach(() => i18n.activate('en'));

/** The tree in a language: its catalog, and dates and numbers in its locale (as LocaleProvider gives them). */
function inLanguage(language: 'de' | 'fr', locale: string) {
  i18n.activate(language);
  const format = createLocaleFormat(
    resolveLocale({ locales: [locale], clock: 'auto', weekStart: 'auto' }),
  );
  return function Locale({ children }: { children: ReactNode }) {
    return (
      <MantineProvider>
        <LocaleContext.Provider value={format}>{children}</LocaleContext.Provider>
      </MantineProvider>
    );
  };
}

const saveBar = (changes: number) => (
  <SitesSaveBar
    changes={changes}
    saving={false}
    confirming={false}
    onSave={() => {}}
    onCancel={() => {}}
    onDiscard={() => {}}
    onKeep={() => {}}
  />
);

const basis = {
  site: {
    zone: 'Europe/Berlin',
    hours: OFFICE_HOURS,
    closed: [{ date: '2026-05-25', kind: 'holiday' as const, reason: 'Pfingstmontag' }],
  },
  zone: 'Europe/Berlin',
  outsideOpening: { bookings: 3, ms: 95 * 60_000 },
  from: '2026-05-18',
  to: '2026-05-31',
};

describe('the Sites words in German and French', () => {
  it('counts the unsaved sites with the plural of the language', () => {
    const view = render(saveBar(2), { wrapper: inLanguage('de', 'de-DE') });
    expect(screen.getByTestId('sites-savebar').textContent).toContain(
      '2 Standorte geändert, nicht gespeichert',
    );
    expect(screen.getByTestId('sites-save').textContent).toBe('2 Standorte speichern');
    view.rerender(saveBar(1));
    expect(screen.getByTestId('sites-save').textContent).toBe('1 Standort speichern');
  });

  it('writes opening hours with the locale’s weekday names and clock', () => {
    const german = render(<SiteBasis insights={basis} />, { wrapper: inLanguage('de', 'de-DE') });
    expect(screen.getByTestId('insights-basis').textContent).toBe(
      'Berechnungsbasis: Mo–Fr 08:00–18:00, Europe/Berlin',
    );
    expect(screen.getByTestId('outside-opening').textContent).toBe(
      'Außerhalb der Öffnungszeiten: 3 Buchungen, 1 Std. 35 Min.',
    );
    expect(screen.getByTestId('lost-open-days').textContent).toBe(
      'Geschlossen an 1 Öffnungstag: Pfingstmontag',
    );
    german.unmount();

    render(<SiteBasis insights={basis} />, { wrapper: inLanguage('fr', 'fr-FR') });
    expect(screen.getByTestId('insights-basis').textContent).toBe(
      'Base de calcul\u00a0: lun.–ven. 08:00–18:00, Europe/Berlin',
    );
  });

  it('says a utilisation against its target in the glossary’s words, with the locale’s percentages', () => {
    render(<TargetStatusText utilisation={0.42} band={{ low: 0.6, high: 0.85 }} form="short" />, {
      wrapper: inLanguage('de', 'de-DE'),
    });
    const status = screen.getByTestId('target-status');
    expect(status.getAttribute('title')).toBe(
      'Auslastung 42,0\u00a0% liegt unter dem Zielbereich von 60–85\u00a0%',
    );
    expect(status.textContent).toContain('Unter 60–85\u00a0%');
  });

  it('says what to correct in a target field in German', () => {
    i18n.activate('de');
    expect(readTargetForm(i18n, { none: false, low: '60', high: 'viel' })).toEqual({
      errors: { high: 'Geben Sie einen Prozentsatz von 0 bis 100 ein, z. B. 85, nicht „viel“.' },
    });
  });

  it('says how sure a suggested zone is', () => {
    const wording = (language: 'de' | 'fr', locale: string) => {
      i18n.activate(language);
      const format = createLocaleFormat(
        resolveLocale({ locales: [locale], clock: 'auto', weekStart: 'auto' }),
      );
      return { i18n, format };
    };
    const depot = {
      zone: 'America/New_York',
      reason: 'booking-starts',
      typicalStartHour: 7,
      confidence: 'medium',
    } as const;
    expect(suggestionText(wording('de', 'de-DE'), depot)).toBe(
      'Vorschlag: America/New_York (Buchungen beginnen dort meist um 07:00; wahrscheinlich)',
    );
    expect(suggestionText(wording('fr', 'fr-FR'), { ...depot, confidence: 'low' })).toBe(
      'Suggestion\u00a0: America/New_York (les réservations y commencent surtout à 07:00\u202f; simple supposition\u00a0: à vérifier)',
    );
  });
  it('says holiday calendars, their suggestion and a closure in German and French', () => {
    const wording = (language: 'de' | 'fr', locale: string) => {
      i18n.activate(language);
      const format = createLocaleFormat(
        resolveLocale({ locales: [locale], clock: 'auto', weekStart: 'auto' }),
      );
      return { i18n, format };
    };
    const england = { code: 'GB-ENG', country: 'United Kingdom', region: 'England' };
    expect(calendarName('de-DE', england)).toBe('England (Vereinigtes Königreich)');
    const site = (name: string) => ({ locationId: name, name, settings: null, invalidZone: null });
    const outcome = {
      draft: new Map(),
      filled: [[site('Hafen'), 'DE'] as const, [site('Depot'), 'DE'] as const],
      withoutZone: [site('Kai'), site('Werk')],
      unknownZone: [],
    };
    expect(holidaySuggestionWords(wording('de', 'de-DE'), outcome)).toBe(
      'Für 2 Standorte wurden Feiertagskalender aus ihren Zeitzonen vorgeschlagen: Prüfen Sie sie, dann Speichern. ' +
        'Für Kai und Werk konnte kein Kalender vorgeschlagen werden: Die Standorte haben keine eigene Zeitzone. Legen Sie ihre Zeitzonen fest oder wählen Sie ihre Kalender selbst.',
    );
    const easter = { from: '2026-04-07', to: '2026-04-10', reason: 'Osterpause' };
    const german = wording('de', 'de-DE');
    expect(closureLengthWords(german, easter)).toBe('4 Tage');
    expect(
      readClosureForm(german, { from: '2026-04-09', to: null, reason: 'Prüfung' }, [easter]),
    ).toEqual({
      errors: {
        days: 'Der Standort ist am 7. Apr. 2026 – 10. Apr. 2026 bereits geschlossen (Osterpause). Entfernen Sie zuerst diese Schließung oder wählen Sie andere Tage.',
      },
    });
    expect(
      readClosureForm(wording('fr', 'fr-FR'), { from: '2026-04-01', to: null, reason: ' ' }, []),
    ).toEqual({
      errors: { reason: 'Indiquez pourquoi le site est fermé, par exemple Travaux de revêtement.' },
    });
  });
});
