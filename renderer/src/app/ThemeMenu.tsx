import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { useState } from 'react';
import type { Theme } from '#shared/contract';
import { ThemeIcon } from '../ui/icons';

const LABELS: Record<Theme, string> = { system: 'Follow the system', light: 'Light', dark: 'Dark' };

/** Light, dark, or follow the OS. */
export function ThemeMenu(props: { readonly value: Theme; readonly onChange: (t: Theme) => void }) {
  // The tooltip would cover the open menu's first item.
  const [opened, setOpened] = useState(false);
  return (
    <Menu position="bottom-end" width={180} opened={opened} onChange={setOpened}>
      <Menu.Target>
        <Tooltip label={`Theme: ${LABELS[props.value]}`} disabled={opened}>
          <ActionIcon aria-label="Theme" size={30} data-testid="theme-menu">
            <ThemeIcon />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {(Object.keys(LABELS) as Theme[]).map((t) => (
          <Menu.Item
            key={t}
            onClick={() => props.onChange(t)}
            rightSection={t === props.value ? '✓' : null}
          >
            {LABELS[t]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
