import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSummary, MethodArgs } from '#shared/contract';
import { useBridge } from '../ui/bridge-context';
import { unwrap } from './bridge-error';
import { accountsQuery, queryKeys } from './queries';

/** The accounts list (the demo company always among them). */
export function useAccounts() {
  return useQuery(accountsQuery(useBridge()));
}

/** Tests a host and key without saving anything. */
export function useTestConnection() {
  const bridge = useBridge();
  return useMutation({
    mutationFn: (args: MethodArgs<'testConnection'>) => unwrap(bridge.testConnection(args)),
  });
}

/** Adds an account (the backend tests the connection first). */
export function useAddAccount() {
  const bridge = useBridge();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: MethodArgs<'addAccount'>) => unwrap(bridge.addAccount(args)),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.accounts() }),
  });
}

/** Renames an account. */
export function useRenameAccount() {
  const bridge = useBridge();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: MethodArgs<'renameAccount'>) => unwrap(bridge.renameAccount(args)),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.accounts() }),
  });
}

/** Removes an account and forgets everything cached for it. */
export function useRemoveAccount() {
  const bridge = useBridge();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (account: AccountSummary) =>
      unwrap(bridge.removeAccount({ accountId: account.id })),
    onSuccess: (_v, account) => {
      client.removeQueries({ queryKey: queryKeys.account(account.id) });
      return client.invalidateQueries({ queryKey: queryKeys.accounts() });
    },
  });
}
