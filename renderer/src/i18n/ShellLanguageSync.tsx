import { useEffect } from 'react';
import { useBridge } from '../ui/bridge-context';
import { useLanguage } from './language-context';
import { PSEUDO } from './languages';

/**
 * Tells the shell the interface's language, at start and on each change, so the desktop app's menu
 * and save dialogs speak it too (the browser shell has its own menus and ignores it). The
 * pseudo-language's shell words are English.
 */
export function ShellLanguageSync() {
  const bridge = useBridge();
  const { language } = useLanguage();
  useEffect(() => {
    // A shell that cannot follow keeps its own language: nothing for the person to do.
    void bridge.setInterfaceLanguage({ language: language === PSEUDO ? 'en' : language });
  }, [bridge, language]);
  return null;
}
