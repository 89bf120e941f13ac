import { describe, expect, it } from 'vitest';
import { shortcutFor } from './use-shortcuts';

const key = (init: KeyboardEventInit, target?: HTMLElement): KeyboardEvent => {
  const e = new KeyboardEvent('keydown', init);
  if (target) Object.defineProperty(e, 'target', { value: target });
  return e;
};

describe('keyboard shortcuts', () => {
  it('maps keys to actions', () => {
    expect(shortcutFor(key({ key: 'ArrowLeft' }))).toBe('previous');
    expect(shortcutFor(key({ key: 'ArrowRight' }))).toBe('next');
    expect(shortcutFor(key({ key: 't' }))).toBe('today');
    expect(shortcutFor(key({ key: '/' }))).toBe('focusSearch');
    expect(shortcutFor(key({ key: 'e', ctrlKey: true }))).toBe('openExport');
    expect(shortcutFor(key({ key: 'E', metaKey: true }))).toBe('openExport');
    expect(shortcutFor(key({ key: 'r', ctrlKey: true }))).toBe('refresh');
    expect(shortcutFor(key({ key: '?', shiftKey: true }))).toBe('keyList');
    expect(shortcutFor(key({ key: 'x' }))).toBeNull();
  });

  it('leaves plain keys to text fields but keeps Ctrl shortcuts', () => {
    const input = document.createElement('input');
    expect(shortcutFor(key({ key: 'ArrowLeft' }, input))).toBeNull();
    expect(shortcutFor(key({ key: 't' }, input))).toBeNull();
    expect(shortcutFor(key({ key: '?', shiftKey: true }, input))).toBeNull();
    expect(shortcutFor(key({ key: 'r', ctrlKey: true }, input))).toBe('refresh');
  });
});
