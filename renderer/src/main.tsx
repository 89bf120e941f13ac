// First: the first screen's requests leave before the rest of the app's code is evaluated.
import './startup/boot';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './data/query-client';
import { earlyStart } from './startup/early-start';
import { seedFirstScreen } from './startup/seed-queries';

const root = document.getElementById('root');
if (root) {
  const calls = earlyStart();
  const queryClient = createQueryClient();
  void seedFirstScreen(queryClient, calls);
  createRoot(root).render(<App bridge={calls.bridge} queryClient={queryClient} />);
}
