import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { lazyNamed } from '../../ui/lazy-named';
import { LoadingRows } from '../../ui/status/LoadingRows';
import type { PeopleViewProps } from '../people/PeopleView';

// A chunk of its own, loaded on the first visit to a location's People.
const PeopleView = lazyNamed(() => import('../people/PeopleView'), 'PeopleView', {
  laterMessages: true,
});

/** The People view, loaded on first use. */
export function LazyPeopleView(props: PeopleViewProps) {
  const { t } = useLingui();
  return (
    <Suspense fallback={<LoadingRows rows={8} label={t`Loading people`} />}>
      <PeopleView {...props} />
    </Suspense>
  );
}
