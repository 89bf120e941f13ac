import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { useState } from 'react';
import type { Theme } from '#shared/contract';
import { ThemeIcon } from '../ui/icons';

const LABELS: Record<Theme, MessageDescriptor> = {
  system: msg`Follow the system`,
  light: msg`Light`,
  dark: msg`Dark`,
};

/** Light, dark, or follow the OS. */
export function ThemeMenu(props: { readonly value: Theme; readonly onChange: (t: Theme) => void }) {
  const { t, i18n } = useLingui();
  // The tooltip would cover the open menu's first item.
  const [opened, setOpened] = useState(false);
  const current = i18n._(LABELS[props.value]);
  return (
    <Menu position="bottom-end" width={180} opened={opened} onChange={setOpened}>
      <Menu.Target>
        <Tooltip label={t`Theme: ${current}`} disabled={opened}>
          <ActionIcon aria-label={t`Theme`} size={30} data-testid="theme-menu">
            <ThemeIcon />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {(Object.keys(LABELS) as Theme[]).map((theme) => (
          <Menu.Item
            key={theme}
            onClick={() => props.onChange(theme)}
            rightSection={theme === props.value ? '✓' : null}
          >
            {i18n._(LABELS[theme])}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
