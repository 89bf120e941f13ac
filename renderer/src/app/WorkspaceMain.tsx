import { Tabs } from '@mantine/core';
import { Suspense } from 'react';
import type { Location } from '../../../shared/model';
import { BookingsPage } from '../features/bookings/BookingsPage';
import { useBookingsView } from '../features/bookings/use-bookings-view';
import { EmptyMessage } from '../features/status/EmptyMessage';
import { LoadingRows } from '../features/status/LoadingRows';
import { lazyNamed } from '../ui/lazy-named';

// A chunk of its own, loaded when the Bays tab is first opened.
const BaysView = lazyNamed(() => import('../features/bays/BaysView'), 'BaysView');

/** Which tab of the workspace is open. */
export type WorkspaceTab = 'bookings' | 'bays';

/**
 * The Bookings and Bays tabs. Mounted once the account's settings are known, so "today" is today
 * in the account's zone; holds the dates shown across location and tab switches.
 */
export function WorkspaceMain(props: {
  readonly accountId: string;
  readonly zone: string;
  readonly location: Location | null;
  readonly noLocations: boolean;
  readonly tab: WorkspaceTab;
  readonly onTab: (tab: WorkspaceTab) => void;
}) {
  const { accountId, zone, location, noLocations, tab, onTab } = props;
  const view = useBookingsView(zone);
  return (
    <Tabs
      value={tab}
      onChange={(v) => onTab(v === 'bays' ? 'bays' : 'bookings')}
      style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
      keepMounted={false}
    >
      <Tabs.List mb="xs">
        <Tabs.Tab value="bookings">Bookings</Tabs.Tab>
        <Tabs.Tab value="bays">Bays</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="bookings" style={{ flex: 1, minHeight: 0 }}>
        {location ? (
          <BookingsPage
            key={location.id}
            accountId={accountId}
            location={location}
            view={view}
            zone={zone}
          />
        ) : (
          <EmptyMessage
            title={noLocations ? 'No locations' : 'Choose a location'}
            hint={
              noLocations
                ? 'This company has no locations to show.'
                : 'Pick a location on the left to see its bookings.'
            }
          />
        )}
      </Tabs.Panel>
      <Tabs.Panel value="bays" style={{ flex: 1, minHeight: 0 }}>
        <Suspense fallback={<LoadingRows label="Loading bays" />}>
          <BaysView accountId={accountId} locationId={location?.id ?? null} />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}
