import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import type { Theme } from '#shared/contract';
import { ThemeIcon } from '../ui/icons';
import { DeferredMenu } from '../ui/DeferredMenu';
import { Hint } from '../ui/Hint';

const LABELS: Record<Theme, MessageDescriptor> = {
  system: msg`Follow the system`,
  light: msg`Light`,
  dark: msg`Dark`,
};

/** Light, dark, or follow the OS. */
export function ThemeMenu(props: { readonly value: Theme; readonly onChange: (t: Theme) => void }) {
  const { t, i18n } = useLingui();
  const current = i18n._(LABELS[props.value]);
  return (
    <DeferredMenu
      menu={{ position: 'bottom-end', width: 180 }}
      button={(opened) => (
        // The hint would cover the open menu's first item.
        <Hint label={t`Theme: ${current}`} disabled={opened}>
          <ActionIcon aria-label={t`Theme`} size={30} data-testid="theme-menu">
            <ThemeIcon />
          </ActionIcon>
        </Hint>
      )}
    >
      {(Menu) =>
        (Object.keys(LABELS) as Theme[]).map((theme) => (
          <Menu.Item
            key={theme}
            onClick={() => props.onChange(theme)}
            rightSection={theme === props.value ? '✓' : null}
          >
            {i18n._(LABELS[theme])}
          </Menu.Item>
        ))
      }
    </DeferredMenu>
  );
}
