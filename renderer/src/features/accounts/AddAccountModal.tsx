import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { AccountSummary } from '#shared/contract';
import { appErrorOf } from '../../data/bridge-error';
import { useAddAccount, useTestConnection } from '../../data/accounts';
import { accountProblemTitle } from './account-problem-title';

/** Adds a company account: label, host and API key, with a connection test that says exactly what is wrong. */
export function AddAccountModal(props: {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly onAdded: (account: AccountSummary) => void;
}) {
  const [label, setLabel] = useState('');
  const [host, setHost] = useState('');
  const [apiKey, setApiKey] = useState('');
  const test = useTestConnection();
  const add = useAddAccount();
  // While a check runs the fields stay as they were sent: its answer is about them.
  const busy = add.isPending || test.isPending;
  // The host the shown answer is about: the fields may not change under it (an edit clears it).
  const [checkedHost, setCheckedHost] = useState('');
  // An answer is about the fields as they were: any edit takes it away.
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    test.reset();
    add.reset();
  };

  const close = () => {
    setLabel('');
    setHost('');
    setApiKey('');
    test.reset();
    add.reset();
    props.onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    test.reset();
    setCheckedHost(host.trim());
    add.mutate(
      { label, host, apiKey },
      {
        onSuccess: (account) => {
          props.onAdded(account);
          close();
        },
      },
    );
  };
  const failure = add.error ?? test.error;
  const shownError = failure ? appErrorOf(failure) : null;
  const complete = host.trim() !== '' && apiKey.trim() !== '';

  return (
    <Modal opened={props.opened} onClose={close} title="Add a company account" size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Name"
            description="How this company appears in the account list"
            placeholder="Acme Logistics"
            value={label}
            onChange={(e) => edit(setLabel)(e.currentTarget.value)}
            readOnly={busy}
            required
            data-autofocus
          />
          <TextInput
            label="Company host"
            description="The host name of your company's Bookings API, e.g. acme.example.com"
            placeholder="acme.example.com"
            value={host}
            onChange={(e) => edit(setHost)(e.currentTarget.value)}
            readOnly={busy}
            required
            autoComplete="off"
            spellCheck={false}
          />
          <PasswordInput
            label="API key"
            description="Kept in this computer's keychain, never in a file"
            value={apiKey}
            onChange={(e) => edit(setApiKey)(e.currentTarget.value)}
            readOnly={busy}
            required
            autoComplete="off"
          />
          {shownError && (
            <Alert
              color="red"
              variant="light"
              title={accountProblemTitle(shownError.kind, checkedHost)}
              role="alert"
              data-testid="account-error"
            >
              {shownError.message}
            </Alert>
          )}
          {test.isSuccess && !add.error && (
            <Alert color="green" variant="light" role="status" data-testid="connection-ok">
              Connected to {checkedHost}: the company has {test.data.locationCount}{' '}
              {test.data.locationCount === 1 ? 'location' : 'locations'}.
            </Alert>
          )}
          <Text size="xs" c="dimmed">
            Test and Add check the key, then the connection; Add then keeps the key in the keychain.
            Nothing is saved until every check passes.
          </Text>
          <Group justify="space-between" mt="xs">
            <Button
              variant="default"
              disabled={!complete || busy}
              loading={test.isPending}
              onClick={() => {
                add.reset();
                setCheckedHost(host.trim());
                test.mutate({ host, apiKey });
              }}
            >
              Test connection
            </Button>
            <Group gap="xs">
              <Button variant="subtle" color="gray" onClick={close}>
                Cancel
              </Button>
              <Button
                type="submit"
                disabled={!complete || label.trim() === '' || busy}
                loading={add.isPending}
              >
                Add account
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
