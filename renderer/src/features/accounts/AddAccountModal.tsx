import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { AccountSummary } from '#shared/contract';
import { appErrorOf } from '../../data/bridge-error';
import { useAddAccount, useTestConnection } from '../../data/accounts';
import { errorTitle } from '../status/ErrorState';

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
  const busy = add.isPending || test.isPending;
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
            onChange={(e) => setLabel(e.currentTarget.value)}
            required
            data-autofocus
          />
          <TextInput
            label="Company host"
            description="The host name of your company's Bookings API, e.g. acme.example.com"
            placeholder="acme.example.com"
            value={host}
            onChange={(e) => setHost(e.currentTarget.value)}
            required
            autoComplete="off"
            spellCheck={false}
          />
          <PasswordInput
            label="API key"
            description="Kept in this computer's keychain, never in a file"
            value={apiKey}
            onChange={(e) => setApiKey(e.currentTarget.value)}
            required
            autoComplete="off"
          />
          {shownError && (
            <Alert
              color="red"
              variant="light"
              title={errorTitle(shownError.kind)}
              role="alert"
              data-testid="account-error"
            >
              {shownError.message}
            </Alert>
          )}
          {test.isSuccess && !add.error && (
            <Alert color="green" variant="light" role="status" data-testid="connection-ok">
              Connected: the company has {test.data.locationCount}{' '}
              {test.data.locationCount === 1 ? 'location' : 'locations'}.
            </Alert>
          )}
          <Text size="xs" c="dimmed">
            Adding checks the connection first; nothing is saved until it works.
          </Text>
          <Group justify="space-between" mt="xs">
            <Button
              variant="default"
              disabled={!complete || busy}
              loading={test.isPending}
              onClick={() => {
                add.reset();
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
