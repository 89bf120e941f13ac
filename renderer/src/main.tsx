import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createBridgeFromEnvironment } from './bridge';
import { prefetchStartup } from './app/startup-prefetch';
import { createQueryClient } from './data/query-client';

const root = document.getElementById('root');
if (root) {
  const bridge = createBridgeFromEnvironment();
  const queryClient = createQueryClient();
  // The requests start now, in parallel, rather than one render after another.
  void prefetchStartup(queryClient, bridge);
  createRoot(root).render(<App bridge={bridge} queryClient={queryClient} />);
}
