import { useEffect, useRef } from 'react';

/** What each shortcut does; absent ones are ignored. */
export interface ShortcutHandlers {
  readonly previous?: () => void;
  readonly next?: () => void;
  readonly today?: () => void;
  readonly focusSearch?: () => void;
  readonly openExport?: () => void;
  readonly refresh?: () => void;
  readonly keyList?: () => void;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return target.closest('[role="dialog"],[role="listbox"],[role="menu"]') !== null;
}

/** Which shortcut a key press means, or null. Plain keys are ignored while the user is typing. */
export function shortcutFor(e: KeyboardEvent): keyof ShortcutHandlers | null {
  const mod = e.ctrlKey || e.metaKey;
  if (mod && !e.altKey && !e.shiftKey) {
    const k = e.key.toLowerCase();
    if (k === 'e') return 'openExport';
    if (k === 'r') return 'refresh';
    return null;
  }
  if (mod || e.altKey || isTyping(e.target)) return null;
  switch (e.key) {
    case 'ArrowLeft':
      return 'previous';
    case 'ArrowRight':
      return 'next';
    case 't':
    case 'T':
      return 'today';
    case '/':
      return 'focusSearch';
    case '?':
      return 'keyList';
    default:
      return null;
  }
}

/** Installs the app's keyboard shortcuts on the window. */
export function useShortcuts(handlers: ShortcutHandlers): void {
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const name = shortcutFor(e);
      if (!name) return;
      const handler = ref.current[name];
      if (!handler) return;
      e.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
