// First: the first screen's requests leave before the rest of the app's code is evaluated.
import './startup/boot';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { activateLanguage } from './i18n/activate';
import { readLanguageChoice, shownLanguage } from './i18n/language-choice';
import { pageLocales } from './ui/locale/use-locale-format';
import { createQueryClient } from './data/query-client';
import { earlyStart } from './startup/early-start';
import { seedFirstScreen } from './startup/seed-queries';

const root = document.getElementById('root');
if (root) {
  const calls = earlyStart();
  const queryClient = createQueryClient();
  void seedFirstScreen(queryClient, calls);
  // The first screen's messages load beside the first requests; the first render waits for them,
  // so no word shows in the wrong language. A catalog that cannot load leaves it in English.
  const language = activateLanguage(
    shownLanguage(readLanguageChoice(), pageLocales()),
    'first-screen',
  ).catch(() => activateLanguage('en', 'first-screen'));
  void language.finally(() =>
    createRoot(root).render(<App bridge={calls.bridge} queryClient={queryClient} />),
  );
}
