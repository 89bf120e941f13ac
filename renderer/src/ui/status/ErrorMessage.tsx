import { useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { errorAdvice, shownErrorOf } from './error-text';

/**
 * The body of an error: what to do, in the reader's language, chosen by the error's kind; then the
 * backend's own message, which names the host or the status, as a detail. That message is English
 * whatever the interface's language, and is marked so, for screen readers.
 */
export function ErrorMessage(props: { readonly error: unknown }) {
  const { i18n } = useLingui();
  const { kind, detail } = shownErrorOf(props.error);
  return (
    <Stack gap={4}>
      <Text size="sm">{errorAdvice(i18n, kind)}</Text>
      {detail && (
        <Text size="xs" c="dimmed" lang="en" data-testid="error-detail">
          {detail}
        </Text>
      )}
    </Stack>
  );
}
