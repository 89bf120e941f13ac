import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { AccountSummary } from '#shared/contract';
import { useRenameAccount } from '../../data/accounts';
import { ErrorMessage } from '../../ui/status/ErrorMessage';

/** Renames an account. */
export function RenameAccountModal(props: {
  readonly account: AccountSummary | null;
  readonly onClose: () => void;
}) {
  const { t } = useLingui();
  const { account, onClose } = props;
  return (
    <Modal opened={account !== null} onClose={onClose} title={t`Rename account`}>
      {account && <RenameForm key={account.id} account={account} onClose={onClose} />}
    </Modal>
  );
}

function RenameForm(props: { readonly account: AccountSummary; readonly onClose: () => void }) {
  const { t } = useLingui();
  const [label, setLabel] = useState(props.account.label);
  const rename = useRenameAccount();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    rename.mutate({ accountId: props.account.id, label }, { onSuccess: props.onClose });
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label={t`Name`}
          value={label}
          onChange={(e) => setLabel(e.currentTarget.value)}
          data-autofocus
          required
        />
        {rename.error && (
          <Alert color="red" variant="light" role="alert">
            <ErrorMessage error={rename.error} />
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="subtle" color="gray" onClick={props.onClose}>
            {t`Cancel`}
          </Button>
          <Button type="submit" loading={rename.isPending} disabled={label.trim() === ''}>
            {t`Rename`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
