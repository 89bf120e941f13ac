import { Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useRememberedHours } from './use-remembered-hours';
import type { AccountSummary } from '#shared/contract';
import type { Location } from '#shared/model';
import { effectiveZone, firstLocation } from '#shared/view/first-screen';
import { useLocations } from '../data/company';
import { queryKeys } from '../data/queries';
import { useAppInfo } from '../data/app-info';
import { useSettings, useUpdateSettings } from '../data/settings';
import { AccountSwitcher } from '../features/accounts/AccountSwitcher';
import { LocationList } from '../features/locations/LocationList';
import { LoadingRows } from '../features/status/LoadingRows';
import { TimezonePicker } from '../features/timezone/TimezonePicker';
import { useViewState } from '../features/bookings/view-state/use-view-state';
import { useShortcuts } from '../keyboard/use-shortcuts';
import { LocaleProvider } from '../ui/locale/LocaleProvider';
import { DemoNotice } from '../features/onboarding/DemoNotice';
import { KeyListButton } from '../features/keys/KeyListButton';
import { AppFrame } from './AppFrame';
import { RegionMenu } from './RegionMenu';
import { ThemeMenu } from './ThemeMenu';
import { ThemeSync } from './ThemeSync';
import { WorkspaceMain } from './WorkspaceMain';

/** One company's workspace: header, locations, and the bookings or bays of the chosen location. */
export function Workspace(props: {
  readonly accounts: readonly AccountSummary[];
  readonly account: AccountSummary;
  readonly onSwitch: (accountId: string) => void;
}) {
  const { accounts, account, onSwitch } = props;
  const accountId = account.id;
  const settings = useSettings(accountId);
  const update = useUpdateSettings(accountId);
  const locations = useLocations(accountId);
  const appInfo = useAppInfo();
  const client = useQueryClient();
  const zone = effectiveZone(settings.data?.zone);
  // What is shown, for this account only: App.tsx keys the workspace by account.
  const view = useViewState(zone);
  const { chosenLocationId, tab, allLocations } = view.state.perAccount;

  // Until the user picks one: the first screen's location, once settings say which that is.
  const items = locations.data?.items;
  const remembered = settings.data?.lastLocationId ?? null;
  const settingsReady = settings.isSuccess || settings.isError;
  const locationId =
    chosenLocationId ??
    (settingsReady && items ? (firstLocation(remembered, items)?.id ?? null) : null);
  const location: Location | null = items?.find((l) => l.id === locationId) ?? null;
  // The header and the location list do not change with what the page shows: they are made again
  // only when their own inputs change, so a switch of display or dates leaves them alone (a
  // re-render of both cost a tenth of Timeline → Insights).
  const { actions } = view;
  const saveSettings = update.mutate;
  const select = useCallback(
    (l: Location) => {
      actions.changeLocation(l.id, locationId);
      if (l.id !== remembered) saveSettings({ lastLocationId: l.id });
    },
    [actions, locationId, remembered, saveSettings],
  );
  useRememberedHours(view, settings.data?.timeOfDay, settingsReady, saveSettings);
  const bookingsShown = tab === 'bookings' && location !== null && !allLocations;
  useShortcuts(
    bookingsShown
      ? {}
      : {
          refresh: () => void client.invalidateQueries({ queryKey: queryKeys.account(accountId) }),
        },
  );

  const settingsData = settings.data;
  const header = useMemo(
    () => (
      <Group h="100%" px="sm" justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Text
            fw={700}
            size="sm"
            className="app-title"
            style={{ whiteSpace: 'nowrap' }}
            aria-hidden="true"
          >
            Bookings Viewer
          </Text>
          <AccountSwitcher accounts={accounts} current={account} onSwitch={onSwitch} />
        </Group>
        <Group gap="xs" wrap="nowrap">
          <TimezonePicker
            saved={settingsData?.zone ?? null}
            onChange={(z) => {
              actions.changeZone();
              saveSettings({ zone: z });
            }}
          />
          <RegionMenu
            clock={settingsData?.clock ?? 'auto'}
            weekStart={settingsData?.weekStart ?? 'auto'}
            onChange={(change) => saveSettings(change)}
          />
          <ThemeMenu
            value={settingsData?.theme ?? 'system'}
            onChange={(t) => saveSettings({ theme: t })}
          />
          <KeyListButton />
        </Group>
      </Group>
    ),
    [accounts, account, onSwitch, settingsData, actions, saveSettings],
  );
  const navbar = useMemo(
    () => (
      <LocationList
        accountId={accountId}
        selectedId={locationId}
        onSelect={select}
        allSelected={allLocations && tab === 'bookings'}
        onSelectAll={actions.showAllLocations}
      />
    ),
    [accountId, locationId, select, allLocations, tab, actions],
  );

  return (
    <LocaleProvider
      locales={appInfo.data?.locales ?? []}
      clock={settingsData?.clock ?? 'auto'}
      weekStart={settingsData?.weekStart ?? 'auto'}
    >
      <ThemeSync theme={settings.data?.theme} />
      <AppFrame header={header} navbar={navbar}>
        {account.isDemo && <DemoNotice onAdded={(a) => onSwitch(a.id)} />}
        {locations.isPending || settings.isPending || appInfo.isPending ? (
          <LoadingRows label="Loading" />
        ) : (
          <WorkspaceMain
            accountId={accountId}
            zone={zone}
            location={location}
            noLocations={items !== undefined && items.length === 0}
            view={view}
          />
        )}
      </AppFrame>
    </LocaleProvider>
  );
}
