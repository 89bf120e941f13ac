import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import type { AccountSummary } from '#shared/contract';
import { DeferredMenu } from '../../ui/DeferredMenu';
import { ChevronDownIcon } from '../../ui/icons';
import { lazyNamed } from '../../ui/lazy-named';
import { accountName } from './account-name';

// Chunks of their own, loaded when first opened: the first screen needs none of them.
// Each form is a chunk of its own, and its words a later catalog part (account-forms).
const AddAccountModal = lazyNamed(() => import('./AddAccountModal'), 'AddAccountModal', {
  laterMessages: true,
});
const RenameAccountModal = lazyNamed(() => import('./RenameAccountModal'), 'RenameAccountModal', {
  laterMessages: true,
});
const RemoveAccountModal = lazyNamed(() => import('./RemoveAccountModal'), 'RemoveAccountModal', {
  laterMessages: true,
});

/** The header's account menu: switch, add, rename, remove; it says when the account hides names. */
export function AccountSwitcher(props: {
  readonly accounts: readonly AccountSummary[];
  readonly current: AccountSummary;
  readonly onSwitch: (accountId: string) => void;
  readonly namesHidden?: boolean;
}) {
  const { t, i18n } = useLingui();
  const { accounts, current, onSwitch } = props;
  const currentName = accountName(i18n, current);
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<AccountSummary | null>(null);
  const [removing, setRemoving] = useState<AccountSummary | null>(null);
  return (
    <>
      <DeferredMenu
        menu={{ position: 'bottom-start', width: 300, shadow: 'md' }}
        button={() => (
          <Button
            variant="subtle"
            color="gray"
            rightSection={<ChevronDownIcon />}
            title={t`Switch account`}
            data-testid="account-switcher"
            size="sm"
          >
            <Group gap={6} wrap="nowrap">
              <Text fw={600} size="sm" truncate maw={240}>
                {currentName}
              </Text>
              {current.isDemo && (
                <Badge size="xs" variant="light" color="gray">
                  {t`Demo`}
                </Badge>
              )}
              {props.namesHidden && (
                <Badge size="xs" variant="light" data-testid="names-hidden">
                  {t`Names hidden`}
                </Badge>
              )}
            </Group>
          </Button>
        )}
      >
        {(Menu) => (
          <>
            <Menu.Label>{t`Company accounts`}</Menu.Label>
            {accounts.map((a) => (
              <Menu.Item
                key={a.id}
                onClick={() => onSwitch(a.id)}
                aria-current={a.id === current.id ? 'true' : undefined}
                data-testid="account-option"
                rightSection={
                  a.id === current.id ? (
                    <Text size="xs" c="blue">
                      ✓
                    </Text>
                  ) : null
                }
              >
                <Stack gap={0}>
                  <Text size="sm" fw={a.id === current.id ? 600 : 400}>
                    {accountName(i18n, a)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {a.isDemo ? t`Built-in demo company` : a.host}
                  </Text>
                </Stack>
              </Menu.Item>
            ))}
            <Menu.Divider />
            <Menu.Item
              onClick={() => setAdding(true)}
              data-testid="add-account"
            >{t`Add account…`}</Menu.Item>
            <Menu.Item disabled={current.isDemo} onClick={() => setRenaming(current)}>
              {t`Rename “${currentName}”…`}
            </Menu.Item>
            <Menu.Item color="red" disabled={current.isDemo} onClick={() => setRemoving(current)}>
              {t`Remove “${currentName}”…`}
            </Menu.Item>
          </>
        )}
      </DeferredMenu>
      <Suspense fallback={null}>
        {adding && (
          <AddAccountModal
            opened
            onClose={() => setAdding(false)}
            onAdded={(a) => onSwitch(a.id)}
          />
        )}
        {renaming && <RenameAccountModal account={renaming} onClose={() => setRenaming(null)} />}
        {removing && (
          <RemoveAccountModal
            account={removing}
            onClose={() => setRemoving(null)}
            onRemoved={(a) => {
              const next =
                accounts.find((x) => x.id !== a.id && x.isDemo) ??
                accounts.find((x) => x.id !== a.id);
              if (next) onSwitch(next.id);
            }}
          />
        )}
      </Suspense>
    </>
  );
}
