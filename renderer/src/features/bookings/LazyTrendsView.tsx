import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { lazyNamed } from '../../ui/lazy-named';
import { LoadingRows } from '../../ui/status/LoadingRows';
import type { TrendsViewProps } from '../trends/TrendsView';

// A chunk of its own: the view and the charts library load on the first visit to Trends.
const TrendsView = lazyNamed(() => import('../trends/TrendsView'), 'TrendsView', {
  laterMessages: true,
});

/** The Trends view, loaded on first use. */
export function LazyTrendsView(props: TrendsViewProps) {
  const { t } = useLingui();
  return (
    <Suspense fallback={<LoadingRows rows={8} label={t`Loading trends`} />}>
      <TrendsView {...props} />
    </Suspense>
  );
}
