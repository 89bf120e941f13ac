import { useLingui } from '@lingui/react/macro';
import { Alert, Center, MantineProvider, Stack, Text } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Bridge } from '#shared/contract';
import { useAccounts } from '../data/accounts';
import { useStoreChanges } from '../data/store-changes';
import { ErrorState } from '../ui/status/ErrorState';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { ShellLanguageSync } from '../i18n/ShellLanguageSync';
import { pickAccount, useActiveAccountId } from './active-account';
import { BridgeProvider } from '../ui/bridge-context';
import { ErrorBoundary } from './ErrorBoundary';
import { FrameSkeleton } from './FrameSkeleton';
import { LocalisedTheme } from './LocalisedTheme';
import { appTheme } from './theme';
import { Workspace } from './Workspace';
import './app.css';

/**
 * The one warning the accounts list carries (shared/contract/accounts.ts): what the app had saved
 * could not all be read. Said in the reader's language; the backend's message, which says which
 * file, where it was kept and what was done, follows as a detail.
 */
function AccountsWarning(props: { readonly message: string }) {
  const { t } = useLingui();
  return (
    <Alert
      color="yellow"
      variant="light"
      radius={0}
      py={6}
      role="status"
      style={{ position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: 300 }}
    >
      <Stack gap={2}>
        <Text size="sm">
          {t`Not everything the app had saved could be read. Your API keys are still in the keychain.`}
        </Text>
        <Text size="xs" c="dimmed" lang="en">
          {props.message}
        </Text>
      </Stack>
    </Alert>
  );
}

function AccountGate() {
  useStoreChanges();
  const accounts = useAccounts();
  const [wanted, setWanted] = useActiveAccountId();
  if (accounts.isPending) {
    return <FrameSkeleton />;
  }
  if (accounts.isError) {
    return (
      <Center h="100dvh" p="xl">
        <ErrorState
          what="accounts"
          error={accounts.error}
          onRetry={() => void accounts.refetch()}
        />
      </Center>
    );
  }
  const list = accounts.data.accounts;
  const account = pickAccount(list, wanted);
  if (!account) return <ErrorState what="accounts" error={new Error('No accounts')} />;
  return (
    <>
      {accounts.data.warning && <AccountsWarning message={accounts.data.warning} />}
      {/* Keyed by account: switching companies starts every view afresh, so nothing of one shows under another. */}
      <Workspace key={account.id} accounts={list} account={account} onSwitch={setWanted} />
    </>
  );
}

/** The whole renderer over a bridge and a query client (each test passes fresh ones). */
export function App(props: {
  readonly bridge: Bridge;
  readonly queryClient: QueryClient;
  readonly testEnv?: boolean;
}) {
  return (
    <MantineProvider
      theme={appTheme}
      defaultColorScheme="auto"
      env={props.testEnv ? 'test' : 'default'}
    >
      <LanguageProvider>
        <LocalisedTheme>
          <QueryClientProvider client={props.queryClient}>
            <BridgeProvider bridge={props.bridge}>
              <ShellLanguageSync />
              <ErrorBoundary>
                <AccountGate />
              </ErrorBoundary>
            </BridgeProvider>
          </QueryClientProvider>
        </LocalisedTheme>
      </LanguageProvider>
    </MantineProvider>
  );
}
