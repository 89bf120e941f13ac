import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AccountSummary } from '#shared/contract';
import { appErrorOf } from '../../data/bridge-error';
import { useRemoveAccount } from '../../data/accounts';

/** Asks before removing an account, its stored key and its cached data. */
export function RemoveAccountModal(props: {
  readonly account: AccountSummary | null;
  readonly onClose: () => void;
  readonly onRemoved: (account: AccountSummary) => void;
}) {
  const { account, onClose, onRemoved } = props;
  const remove = useRemoveAccount();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal opened={account !== null} onClose={close} title="Remove account?">
      {account && (
        <Stack gap="sm">
          <Text size="sm">
            Remove <b>{account.label}</b> ({account.host})? Its API key is deleted from this
            computer's keychain. You can add it again later with the key.
          </Text>
          {remove.error && (
            <Alert color="red" variant="light" role="alert">
              {appErrorOf(remove.error).message}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="subtle" color="gray" onClick={close} data-autofocus>
              Keep it
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(account, {
                  onSuccess: () => {
                    onRemoved(account);
                    close();
                  },
                })
              }
            >
              Remove account
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
