import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ErrorMessage } from '../../ui/status/ErrorMessage';
import { useTestMail } from './use-schedules';

/** "Send a test message" through the saved settings, and what came of it. */
export function TestMessage(props: { readonly ready: boolean }) {
  const { t } = useLingui();
  const [to, setTo] = useState('');
  const test = useTestMail();
  const sentTo = test.data?.to;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        test.mutate(to.trim());
      }}
    >
      <Group align="flex-end" gap="xs">
        <TextInput
          label={t`Send a test message to`}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          style={{ flex: 1 }}
          disabled={!props.ready}
        />
        <Button
          type="submit"
          variant="default"
          loading={test.isPending}
          disabled={!props.ready || !to.trim()}
        >
          {t`Send a test message`}
        </Button>
      </Group>
      {!props.ready && (
        <Text size="xs" c="dimmed" mt={4}>
          {t`Save the settings first.`}
        </Text>
      )}
      {sentTo && (
        <Text size="sm" role="status" mt="xs" data-testid="test-result">
          {t`A test message was sent to ${sentTo}. If it does not arrive, check its spam folder.`}
        </Text>
      )}
      {test.error && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          mt="xs"
          title={t`The test message was not sent`}
        >
          <ErrorMessage error={test.error} />
        </Alert>
      )}
    </form>
  );
}
