import { useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import type { MailSettings } from '#shared/contract';
import { ErrorMessage } from '../../ui/status/ErrorMessage';
import { TestMessage } from './TestMessage';
import { useSaveMailSettings } from './use-schedules';

type Security = MailSettings['security'];

/** The port each security usually takes, filled in when the person picks it. */
const USUAL_PORT: Readonly<Record<Security, number>> = { starttls: 587, tls: 465, none: 25 };

/**
 * The company's mail relay that schedules send through: host, port, security, sender and login. The
 * password is written only: the dialog says whether one is saved and offers to replace it, and never
 * shows it.
 */
export function MailSettingsDialog(props: {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly saved: MailSettings | null;
}) {
  const { t } = useLingui();
  const { saved } = props;
  const [host, setHost] = useState(saved?.host ?? '');
  const [port, setPort] = useState<number>(saved?.port ?? USUAL_PORT.starttls);
  const [security, setSecurity] = useState<Security>(saved?.security ?? 'starttls');
  const [from, setFrom] = useState(saved?.from ?? '');
  const [user, setUser] = useState(saved?.user ?? '');
  const [password, setPassword] = useState('');
  const [replacing, setReplacing] = useState(!saved?.passwordSaved);
  const save = useSaveMailSettings();
  const current = save.data ?? saved;
  const submit = () =>
    save.mutate(
      {
        host,
        port,
        from,
        security,
        user: user.trim() || null,
        ...(user.trim() && password ? { password } : {}),
      },
      {
        onSuccess: () => {
          setPassword('');
          setReplacing(false);
        },
      },
    );
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t`Mail settings`} size="lg">
      <Stack gap="md" data-testid="mail-settings">
        <Text size="sm" c="dimmed">
          {t`Scheduled reports are sent through your company’s mail server (SMTP relay). Ask your IT department for these settings.`}
        </Text>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <SimpleGrid cols={3} spacing="sm">
              <TextInput
                label={t`Server`}
                value={host}
                onChange={(e) => setHost(e.currentTarget.value)}
                required
                data-autofocus
              />
              <Select
                label={t`Security`}
                data-testid="mail-security"
                data={[
                  { value: 'starttls', label: t`STARTTLS` },
                  { value: 'tls', label: t`TLS` },
                  { value: 'none', label: t`None (this computer only)` },
                ]}
                value={security}
                onChange={(s) => {
                  if (s !== 'starttls' && s !== 'tls' && s !== 'none') return;
                  setSecurity(s);
                  if (port === USUAL_PORT[security]) setPort(USUAL_PORT[s]);
                }}
                allowDeselect={false}
              />
              <TextInput
                label={t`Port`}
                type="number"
                min={1}
                max={65535}
                value={String(port)}
                onChange={(e) => setPort(Number(e.currentTarget.value))}
                required
              />
            </SimpleGrid>
            <TextInput
              label={t`Sender address`}
              value={from}
              onChange={(e) => setFrom(e.currentTarget.value)}
              required
            />
            <SimpleGrid cols={2} spacing="sm">
              <TextInput
                label={t`User name`}
                description={t`Leave empty when the server takes mail without a login`}
                value={user}
                onChange={(e) => setUser(e.currentTarget.value)}
              />
              {user.trim() &&
                (replacing || !current?.passwordSaved ? (
                  <TextInput
                    type="password"
                    label={t`Password`}
                    description={t`Kept in this computer’s keychain, never shown again`}
                    value={password}
                    onChange={(e) => setPassword(e.currentTarget.value)}
                    autoComplete="new-password"
                  />
                ) : (
                  <Stack gap={4} justify="flex-end">
                    <Text size="sm" data-testid="password-saved">
                      {t`A password is saved in the keychain.`}
                    </Text>
                    <Button variant="default" size="xs" onClick={() => setReplacing(true)}>
                      {t`Replace the password`}
                    </Button>
                  </Stack>
                ))}
            </SimpleGrid>
            {save.error && (
              <Alert color="red" variant="light" role="alert" title={t`Not saved`}>
                <ErrorMessage error={save.error} />
              </Alert>
            )}
            {save.isSuccess && (
              <Text size="sm" role="status">
                {t`The mail settings are saved.`}
              </Text>
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="subtle" color="gray" onClick={props.onClose}>
                {t`Close`}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t`Save`}
              </Button>
            </Group>
          </Stack>
        </form>
        <div style={{ borderTop: '1px solid var(--mantine-color-default-border)', paddingTop: 12 }}>
          <TestMessage ready={current !== null} />
        </div>
      </Stack>
    </Modal>
  );
}
