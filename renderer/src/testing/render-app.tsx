import { render } from '@testing-library/react';
import { App } from '../app/App';
import { createQueryClient } from '../data/query-client';
import type { FakeBridge } from './fake-bridge';

/** Renders the whole app over a fake bridge with a fresh QueryClient (no retries). */
export function renderApp(fake: FakeBridge) {
  const queryClient = createQueryClient({ retry: false });
  const view = render(<App bridge={fake.bridge} queryClient={queryClient} testEnv />);
  return { ...view, queryClient };
}
