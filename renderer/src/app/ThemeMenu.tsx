import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import type { Theme } from '../../../shared/contract';
import { ThemeIcon } from '../ui/icons';

const LABELS: Record<Theme, string> = { system: 'Follow the system', light: 'Light', dark: 'Dark' };

/** Light, dark, or follow the OS. */
export function ThemeMenu(props: { readonly value: Theme; readonly onChange: (t: Theme) => void }) {
  return (
    <Menu position="bottom-end" width={180}>
      <Menu.Target>
        <Tooltip label={`Theme: ${LABELS[props.value]}`}>
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
