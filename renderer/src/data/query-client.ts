import { QueryClient } from '@tanstack/react-query';
import { BridgeError } from './bridge-error';

/**
 * The app's QueryClient. The backend already retries transient upstream failures, so the renderer
 * retries only once, and never for errors a retry cannot fix.
 */
export function createQueryClient(options: { readonly retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: true,
        retry:
          options.retry === false
            ? false
            : (count, error) =>
                count < 1 &&
                !(
                  error instanceof BridgeError &&
                  ['auth', 'bad-request', 'not-found', 'invalid-argument'].includes(
                    error.appError.kind,
                  )
                ),
      },
      mutations: { retry: false },
    },
  });
}
