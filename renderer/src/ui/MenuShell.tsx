import { Menu } from '@mantine/core';
import { useState } from 'react';
import type { DeferredMenuProps } from './menu-types';

/** The loaded half of a DeferredMenu: Mantine's Menu around the same button. */
export function MenuShell(props: DeferredMenuProps & { readonly openOnMount: boolean }) {
  // Opens at once when the person clicked the button while this code loaded.
  const [opened, setOpened] = useState(props.openOnMount);
  return (
    <Menu {...props.menu} opened={opened} onChange={setOpened}>
      <Menu.Target>{props.button(opened)}</Menu.Target>
      <Menu.Dropdown>{props.children(Menu)}</Menu.Dropdown>
    </Menu>
  );
}
