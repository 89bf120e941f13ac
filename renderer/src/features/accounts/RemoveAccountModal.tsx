import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AccountSummary } from '#shared/contract';
import { useRemoveAccount } from '../../data/accounts';
import { ErrorMessage } from '../../ui/status/ErrorMessage';

/** Asks before removing an account, its stored key and its cached data. */
export function RemoveAccountModal(props: {
  readonly account: AccountSummary | null;
  readonly onClose: () => void;
  readonly onRemoved: (account: AccountSummary) => void;
}) {
  const { t } = useLingui();
  const { account, onClose, onRemoved } = props;
  const name = account?.label ?? '';
  const host = account?.host ?? '';
  const remove = useRemoveAccount();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal opened={account !== null} onClose={close} title={t`Remove account?`}>
      {account && (
        <Stack gap="sm">
          <Text size="sm">
            <Trans>
              Remove <b>{name}</b> ({host})? Its API key is deleted from this computer’s keychain.
              You can add it again later with the key.
            </Trans>
          </Text>
          {remove.error && (
            <Alert color="red" variant="light" role="alert">
              <ErrorMessage error={remove.error} />
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="subtle" color="gray" onClick={close} data-autofocus>
              {t`Keep it`}
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
              {t`Remove account`}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
