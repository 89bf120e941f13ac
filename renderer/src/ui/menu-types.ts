/** What a DeferredMenu takes: shared by it and its loaded half, MenuShell. */
import type { Menu as MantineMenu, MenuProps } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';

/** Mantine's Menu and its parts (Item, Label, Divider…), handed to a deferred menu's items. */
export type MenuParts = typeof MantineMenu;

/** A menu whose code loads after the first screen. */
export interface DeferredMenuProps {
  /** Mantine's Menu settings (position, width…); it opens and closes itself. */
  readonly menu?: Omit<MenuProps, 'children' | 'opened' | 'onChange'>;
  /** The menu's button, the same before its code arrives and after; `opened` while it is open. */
  readonly button: (opened: boolean) => ReactElement;
  /** The menu's items, built with the parts the loaded code gives. */
  readonly children: (menu: MenuParts) => ReactNode;
}
