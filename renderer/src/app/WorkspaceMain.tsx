import { useLingui } from '@lingui/react/macro';
import { Tabs } from '@mantine/core';
import { Suspense } from 'react';
import type { Location } from '#shared/model';
import { BookingsPage } from '../features/bookings/BookingsPage';
import { EmptyMessage } from '../ui/status/EmptyMessage';
import type { WorkspaceView } from '../features/bookings/view-state/use-view-state';
import { workspaceTabOf } from '../features/bookings/view-state/view-state';
import { LoadingRows } from '../ui/status/LoadingRows';
import { lazyNamed } from '../ui/lazy-named';
import type { ShownClock } from '../features/sites/site-time';
import { UnsavedSitesMark } from '../features/sites/UnsavedSitesMark';

// A chunk of its own, loaded when the Bays tab is first opened.
const BaysView = lazyNamed(() => import('../features/bays/BaysView'), 'BaysView');
// A chunk of its own, loaded when All locations is first opened.
const AllLocationsPage = lazyNamed(
  () => import('../features/all-locations/AllLocationsPage'),
  'AllLocationsPage',
  { laterMessages: true },
);
// A chunk of its own (with the charts), loaded when All locations is first shown as Trends.
const AllLocationsTrends = lazyNamed(
  () => import('../features/trends/AllLocationsTrends'),
  'AllLocationsTrends',
  { laterMessages: true },
);
// A chunk of its own (with the People view), loaded when All locations is first shown as People.
const AllLocationsPeople = lazyNamed(
  () => import('../features/people/AllLocationsPeople'),
  'AllLocationsPeople',
  { laterMessages: true },
);
// A chunk of its own (with the weeks ahead), loaded when All locations is first shown as Ahead.
const AllLocationsAhead = lazyNamed(
  () => import('../features/ahead/AllLocationsAhead'),
  'AllLocationsAhead',
  { laterMessages: true },
);
// A chunk of its own, loaded when the Sites tab is first opened.
// Its holiday calendars and closures are a later catalog part (site-calendars).
const SitesPage = lazyNamed(() => import('../features/sites/SitesPage'), 'SitesPage', {
  laterMessages: true,
});

// A chunk of its own (with its dialogs), loaded when the Schedules tab is first opened.
const SchedulesPage = lazyNamed(
  () => import('../features/schedules/SchedulesPage'),
  'SchedulesPage',
  { laterMessages: true },
);

/**
 * The Bookings, Bays, Sites and Schedules tabs. Mounted once the account's settings are known, so the first screen's
 * day is today in the account's zone.
 */
export function WorkspaceMain(props: {
  readonly accountId: string;
  readonly zone: string;
  /** The clock the page is shown on: site time or a fixed zone (`zone` is its zone). */
  readonly clock: ShownClock;
  readonly location: Location | null;
  readonly noLocations: boolean;
  /** The workspace's view state: the tab, and what the bookings page shows. */
  readonly view: WorkspaceView;
}) {
  const { t } = useLingui();
  const { accountId, zone, clock, location, noLocations, view } = props;
  return (
    <Tabs
      value={view.state.perAccount.tab}
      onChange={(v) => view.actions.showTab(workspaceTabOf(v))}
      style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
      keepMounted={false}
    >
      <Tabs.List mb="xs">
        <Tabs.Tab value="bookings">{t`Bookings`}</Tabs.Tab>
        <Tabs.Tab value="bays">{t`Bays`}</Tabs.Tab>
        <Tabs.Tab value="sites" rightSection={<UnsavedSitesMark accountId={accountId} />}>
          {t`Sites`}
        </Tabs.Tab>
        <Tabs.Tab value="schedules">{t`Schedules`}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="bookings" style={{ flex: 1, minHeight: 0 }}>
        {view.state.perAccount.allLocations ? (
          <Suspense fallback={<LoadingRows label={t`Loading all locations`} />}>
            {view.state.perAccount.display === 'ahead' ? (
              <AllLocationsAhead
                accountId={accountId}
                zone={zone}
                siteTime={clock.siteTime}
                view={view}
              />
            ) : view.state.perAccount.display === 'people' ? (
              <AllLocationsPeople
                accountId={accountId}
                zone={zone}
                siteTime={clock.siteTime}
                view={view}
              />
            ) : view.state.perAccount.display === 'trends' ? (
              <AllLocationsTrends
                accountId={accountId}
                zone={zone}
                siteTime={clock.siteTime}
                view={view}
              />
            ) : (
              <AllLocationsPage
                accountId={accountId}
                zone={zone}
                siteTime={clock.siteTime}
                view={view}
              />
            )}
          </Suspense>
        ) : location ? (
          <BookingsPage
            key={location.id}
            accountId={accountId}
            location={location}
            view={view}
            zone={zone}
            clock={clock}
          />
        ) : (
          <EmptyMessage
            title={noLocations ? t`No locations` : t`Choose a location`}
            hint={
              noLocations
                ? t`This company has no locations to show.`
                : t`Pick a location on the left to see its bookings.`
            }
          />
        )}
      </Tabs.Panel>
      <Tabs.Panel value="bays" style={{ flex: 1, minHeight: 0 }}>
        <Suspense fallback={<LoadingRows label={t`Loading bays`} />}>
          <BaysView accountId={accountId} locationId={location?.id ?? null} />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="sites" style={{ flex: 1, minHeight: 0 }}>
        <Suspense fallback={<LoadingRows label={t`Loading sites`} />}>
          <SitesPage accountId={accountId} fallbackZone={clock.fallbackZone} />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="schedules">
        <Suspense fallback={null}>
          <SchedulesPage accountId={accountId} />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}
