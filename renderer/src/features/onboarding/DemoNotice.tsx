import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import type { AccountSummary } from '#shared/contract';
import { lazyNamed } from '../../ui/lazy-named';
import { useDismissed } from './use-dismissed';

const AddAccountModal = lazyNamed(() => import('../accounts/AddAccountModal'), 'AddAccountModal', {
  laterMessages: true,
});

/**
 * The first-run line on the demo company: its data is made up, and how to add your own. Dismissed,
 * it stays dismissed (on this computer).
 */
export function DemoNotice(props: { readonly onAdded: (account: AccountSummary) => void }) {
  const { t } = useLingui();
  const [dismissed, dismiss] = useDismissed('demo-company-notice');
  const [adding, setAdding] = useState(false);
  if (dismissed) return null;
  return (
    <>
      <Alert
        variant="light"
        color="blue"
        py={6}
        mb="xs"
        withCloseButton
        closeButtonLabel={t`Dismiss the note on the demo company`}
        onClose={dismiss}
        data-testid="demo-notice"
        // A note to read, not an alarm: a screen reader should not interrupt with it.
        role="note"
      >
        <Group gap="xs" wrap="wrap">
          <Text size="sm">
            {t`This is the demo company: its locations, bays and bookings are made up, to try the app with. To see your own company’s bookings, add it with its host and API key.`}
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => setAdding(true)}>
            {t`Add your company…`}
          </Button>
        </Group>
      </Alert>
      <Suspense fallback={null}>
        {adding && (
          <AddAccountModal opened onClose={() => setAdding(false)} onAdded={props.onAdded} />
        )}
      </Suspense>
    </>
  );
}
