import { Alert, Center, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Bridge } from '#shared/contract';
import { useAccounts } from '../data/accounts';
import { ErrorState } from '../features/status/ErrorState';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { ShellLanguageSync } from '../i18n/ShellLanguageSync';
import { pickAccount, useActiveAccountId } from './active-account';
import { BridgeProvider } from '../ui/bridge-context';
import { ErrorBoundary } from './ErrorBoundary';
import { FrameSkeleton } from './FrameSkeleton';
import { appTheme } from './theme';
import { Workspace } from './Workspace';
import './app.css';

function AccountGate() {
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
      {accounts.data.warning && (
        <Alert
          color="yellow"
          variant="light"
          radius={0}
          py={6}
          role="status"
          style={{ position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: 300 }}
        >
          {accounts.data.warning}
        </Alert>
      )}
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
        <QueryClientProvider client={props.queryClient}>
          <BridgeProvider bridge={props.bridge}>
            <ShellLanguageSync />
            <ErrorBoundary>
              <AccountGate />
            </ErrorBoundary>
          </BridgeProvider>
        </QueryClientProvider>
      </LanguageProvider>
    </MantineProvider>
  );
}
