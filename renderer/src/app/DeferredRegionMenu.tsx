import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { Suspense, type ComponentProps } from 'react';
import { useDeferredControl } from '../ui/deferred-control';
import { ClockIcon } from '../ui/icons';
import { lazyNamed } from '../ui/lazy-named';
import type { RegionMenu as RegionMenuType } from './RegionMenu';

const RegionMenu = lazyNamed(() => import('./RegionMenu'), 'RegionMenu');

/**
 * The clock and calendar menu, its code loaded after the first screen (the first screen's script
 * budget is 600 KB): until then a button of the same look, which loads it when reached for and
 * opens it when clicked.
 */
export function DeferredRegionMenu(props: ComponentProps<typeof RegionMenuType>) {
  const { t } = useLingui();
  const { wanted, takeFocus, reach } = useDeferredControl();
  const standIn = (
    <ActionIcon
      aria-label={t`Clock and calendar`}
      size={30}
      data-testid="region-menu"
      aria-busy
      onPointerEnter={() => reach('pointer')}
      onFocus={() => reach('focus')}
      onClick={() => reach('focus')}
    >
      <ClockIcon />
    </ActionIcon>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <RegionMenu {...props} openOnMount={takeFocus} />
    </Suspense>
  );
}
