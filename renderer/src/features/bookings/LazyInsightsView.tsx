import { useLingui } from '@lingui/react/macro';
import { memo, Suspense } from 'react';
import { lazyNamed } from '../../ui/lazy-named';
import { LoadingRows } from '../../ui/status/LoadingRows';
import type { InsightsViewProps } from '../insights/InsightsView';

// A chunk of its own: the charts library and the view load on the first visit to Insights.
const InsightsView = lazyNamed(() => import('../insights/InsightsView'), 'InsightsView', {
  laterMessages: true,
});

/** The Insights view, loaded on first use; memoised, as it stays mounted (hidden) behind the Timeline. */
export const LazyInsightsView = memo(function LazyInsightsView(props: InsightsViewProps) {
  const { t } = useLingui();
  return (
    <Suspense fallback={<LoadingRows rows={8} label={t`Loading insights`} />}>
      <InsightsView {...props} />
    </Suspense>
  );
});
