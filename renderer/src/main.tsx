import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createBridgeFromEnvironment } from './bridge';
import { createQueryClient } from './data/query-client';

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <App bridge={createBridgeFromEnvironment()} queryClient={createQueryClient()} />,
  );
