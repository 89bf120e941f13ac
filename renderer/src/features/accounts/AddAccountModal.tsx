import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { AccountSummary } from '#shared/contract';
import { useAddAccount, useTestConnection } from '../../data/accounts';
import { shownErrorOf } from '../../ui/status/error-text';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { accountProblemAdvice } from './account-problem-advice';
import { accountProblemTitle } from './account-problem-title';

/** Adds a company account: label, host and API key, with a connection test that says exactly what is wrong. */
export function AddAccountModal(props: {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly onAdded: (account: AccountSummary) => void;
}) {
  const { t, i18n } = useLingui();
  const format = useLocaleFormat();
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
  const shownError = failure ? shownErrorOf(failure) : null;
  const complete = host.trim() !== '' && apiKey.trim() !== '';
  const connected = (locations: number) => {
    const count = format.number(locations);
    return t`Connected to ${checkedHost}: the company has ${plural(locations, {
      one: '# location',
      other: `${count} locations`,
    })}.`;
  };

  return (
    <Modal opened={props.opened} onClose={close} title={t`Add a company account`} size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t`Name`}
            description={t`How this company appears in the account list`}
            placeholder={t`Acme Logistics`}
            value={label}
            onChange={(e) => edit(setLabel)(e.currentTarget.value)}
            readOnly={busy}
            required
            data-autofocus
          />
          <TextInput
            label={t`Company host`}
            description={t`The host name of your company’s Bookings API, e.g. acme.example.com`}
            placeholder="acme.example.com"
            value={host}
            onChange={(e) => edit(setHost)(e.currentTarget.value)}
            readOnly={busy}
            required
            autoComplete="off"
            spellCheck={false}
          />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the API key` }}
            label={t`API key`}
            description={t`Kept in this computer’s keychain, never in a file`}
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
              title={accountProblemTitle(i18n, shownError.kind, checkedHost)}
              role="alert"
              data-testid="account-error"
            >
              <Stack gap={4}>
                <Text size="sm">{accountProblemAdvice(i18n, shownError.kind)}</Text>
                {shownError.detail && (
                  <Text size="xs" c="dimmed" lang="en">
                    {shownError.detail}
                  </Text>
                )}
              </Stack>
            </Alert>
          )}
          {test.isSuccess && !add.error && (
            <Alert color="green" variant="light" role="status" data-testid="connection-ok">
              {connected(test.data.locationCount)}
            </Alert>
          )}
          <Text size="xs" c="dimmed">
            {t`Test and Add check the key, then the connection; Add then keeps the key in the keychain. Nothing is saved until every check passes.`}
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
              {t`Test connection`}
            </Button>
            <Group gap="xs">
              <Button variant="subtle" color="gray" onClick={close}>
                {t`Cancel`}
              </Button>
              <Button
                type="submit"
                disabled={!complete || label.trim() === '' || busy}
                loading={add.isPending}
              >
                {t`Add account`}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
