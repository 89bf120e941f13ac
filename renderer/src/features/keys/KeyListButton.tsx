import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useShortcuts } from '../../keyboard/use-shortcuts';
import { lazyNamed } from '../../ui/lazy-named';
import { Hint } from '../../ui/Hint';

const KeyListDialog = lazyNamed(() => import('./KeyListDialog'), 'KeyListDialog', {
  laterMessages: true,
});

/** The header's "?" button, and the `?` key, for the list of keys. */
export function KeyListButton() {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  // Loaded on first use: the first screen does not pay for the dialog.
  const [wanted, setWanted] = useState(false);
  const open = () => {
    setWanted(true);
    setOpened(true);
  };
  useShortcuts({ keyList: open });
  return (
    <>
      <Hint label={t`Keyboard (?)`}>
        <ActionIcon
          aria-label={t`Keyboard`}
          aria-keyshortcuts="?"
          size={30}
          data-testid="key-list-button"
          onClick={open}
        >
          <span aria-hidden="true" style={{ fontWeight: 700 }}>
            ?
          </span>
        </ActionIcon>
      </Hint>
      {wanted && (
        <Suspense fallback={null}>
          <KeyListDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
