import { cloneElement, Suspense } from 'react';
import { useDeferredControl } from './deferred-control';
import { lazyNamed } from './lazy-named';
import type { DeferredMenuProps } from './menu-types';

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
