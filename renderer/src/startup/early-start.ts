import { DEMO_ACCOUNT_ID, readStoredAccountId } from '../app/active-account';
import { createBridgeFromEnvironment } from '../bridge';
import { startFirstScreenCalls, type FirstScreenCalls } from './first-screen-calls';

let started: FirstScreenCalls | null = null;

/**
 * The first screen's calls for the remembered (or demo) account, started on the first call over the
 * page's bridge. main.tsx imports this module before anything else, so the requests leave while
 * React and Mantine are still being evaluated.
 */
export function earlyStart(): FirstScreenCalls {
  started ??= startFirstScreenCalls(
    createBridgeFromEnvironment(),
    readStoredAccountId() ?? DEMO_ACCOUNT_ID,
  );
  return started;
}
