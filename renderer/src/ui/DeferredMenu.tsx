import type { Menu as MantineMenu, MenuProps } from '@mantine/core';
import { cloneElement, Suspense, type ReactElement, type ReactNode } from 'react';
import { useDeferredControl } from './deferred-control';
import { lazyNamed } from './lazy-named';

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

const MenuShell = lazyNamed(() => import('./MenuShell'), 'MenuShell');

/**
 * A header or toolbar menu whose code (Mantine's Menu, its popover and floating code: about 40 KB)
 * loads after the first screen, whose budget is 600 KB. Until then its button alone shows; pointing
 * at it loads the menu, and a click or focus opens it as soon as it has arrived.
 */
export function DeferredMenu(props: DeferredMenuProps) {
  const { wanted, takeFocus, reach } = useDeferredControl();
  const standIn = cloneElement(props.button(false), {
    'aria-busy': true,
    onPointerEnter: () => reach('pointer'),
    onFocus: () => reach('focus'),
    onClick: () => reach('focus'),
  } as Record<string, unknown>);
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <MenuShell {...props} openOnMount={takeFocus} />
    </Suspense>
  );
}
