import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { lazyNamed } from '../../ui/lazy-named';
import { LoadingRows } from '../../ui/status/LoadingRows';
import type { AheadViewProps } from '../ahead/AheadView';

// A chunk of its own, loaded on the first visit to a location's weeks ahead.
const AheadView = lazyNamed(() => import('../ahead/AheadView'), 'AheadView', {
  laterMessages: true,
});

/** The weeks ahead, loaded on first use. */
export function LazyAheadView(props: AheadViewProps) {
  const { t } = useLingui();
  return (
    <Suspense fallback={<LoadingRows rows={8} label={t`Loading the weeks ahead`} />}>
      <AheadView {...props} />
    </Suspense>
  );
}
