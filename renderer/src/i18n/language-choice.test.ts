import { describe, expect, it } from 'vitest';
import { readLanguageChoice, saveLanguageChoice, shownLanguage } from './language-choice';

describe('the remembered language choice', () => {
  it('is the OS language until one is chosen, and the chosen one after', () => {
    expect(readLanguageChoice()).toBe('auto');
    saveLanguageChoice('fr');
    expect(readLanguageChoice()).toBe('fr');
    saveLanguageChoice('auto');
    expect(readLanguageChoice()).toBe('auto');
  });

  it('ignores what is stored when it is not a language', () => {
    window.localStorage.setItem('bookings-viewer.language', 'klingon');
    expect(readLanguageChoice()).toBe('auto');
  });

  it('shows the OS language for automatic, else the choice', () => {
    expect(shownLanguage('auto', ['de-AT'])).toBe('de');
    expect(shownLanguage('auto', ['pt-BR'])).toBe('en');
    expect(shownLanguage('fr', ['de-AT'])).toBe('fr');
  });
});
