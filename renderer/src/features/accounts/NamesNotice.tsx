import { useLingui } from '@lingui/react/macro';
import { Alert, Text } from '@mantine/core';
import type { NamesNotice as Notice } from '#shared/contract';
import { assertNever } from '#shared/assert-never';

/**
 * Says why names are hidden when no one chose it, so the person can put it right: the reason in the
 * interface's language, then the whole story (the file, what to do) as the backend tells it.
 */
export function NamesNotice(props: { readonly notice: Notice }) {
  const { t } = useLingui();
  const { reason, message } = props.notice;
  const title = (() => {
    switch (reason) {
      case 'store-unusable':
        return t`Names are hidden: the app’s settings could not be read`;
      case 'settings-file-unreadable':
        return t`Names are hidden: the settings saved before this version could not be read`;
      case 'unclear-setting':
        return t`Names are hidden: the saved Hide names setting is unclear`;
      default:
        return assertNever(reason);
    }
  })();
  return (
    <Alert variant="light" color="yellow" py={6} mb="xs" title={title} data-testid="names-notice">
      <Text size="sm" lang="en">
        {message}
      </Text>
    </Alert>
  );
}
