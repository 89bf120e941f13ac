import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useMemo } from 'react';
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
import { LoadingRows } from '../ui/status/LoadingRows';
import { TimezonePicker } from '../features/timezone/TimezonePicker';
import { useViewState } from '../features/bookings/view-state/use-view-state';
import { useShortcuts } from '../keyboard/use-shortcuts';
import { LocaleProvider } from '../ui/locale/LocaleProvider';
import { lazyNamed } from '../ui/lazy-named';
import { DemoNotice } from '../features/onboarding/DemoNotice';
import { NamesNotice } from '../features/accounts/NamesNotice';
import type { Place } from '../features/sites/site-time';
import { useSiteClocks } from '../features/sites/use-site-clocks';
import type { PerAccount } from '../features/bookings/view-state/view-state';
import { KeyListButton } from '../features/keys/KeyListButton';
import { AppFrame } from './AppFrame';
import { DeferredRegionMenu } from './DeferredRegionMenu';
import { LanguageMenu } from './LanguageMenu';
import { ThemeMenu } from './ThemeMenu';
import { ThemeSync } from './ThemeSync';
import { PRODUCT_NAME } from './product-name';
import { WorkspaceMain } from './WorkspaceMain';

// A chunk of its own: most accounts' sites are set up, and the first screen does without it.
// Its words are a later catalog part (sites): it waits for them, after the first screen.
const SitesNote = lazyNamed(() => import('../features/sites/SitesNote'), 'SitesNote', {
  laterMessages: true,
});

/** One company's workspace: header, locations, and the bookings or bays of the chosen location. */
export function Workspace(props: {
  readonly accounts: readonly AccountSummary[];
  readonly account: AccountSummary;
  readonly onSwitch: (accountId: string) => void;
}) {
  const { t } = useLingui();
  const { accounts, account, onSwitch } = props;
  const accountId = account.id;
  const settings = useSettings(accountId);
  const update = useUpdateSettings(accountId);
  const locations = useLocations(accountId);
  const appInfo = useAppInfo();
  const client = useQueryClient();
  // The account's zone; under site time, a site with a zone of its own is shown in that one.
  const accountZone = effectiveZone(settings.data?.zone);
  const clocks = useSiteClocks(accountId, accountZone);
  // Until the user picks one: the first screen's location, once settings say which that is.
  const items = locations.data?.items;
  const remembered = settings.data?.lastLocationId ?? null;
  const settingsReady = settings.isSuccess || settings.isError;
  const firstId = settingsReady && items ? (firstLocation(remembered, items)?.id ?? null) : null;
  const placeOf = (p: PerAccount): Place =>
    p.allLocations && p.tab === 'bookings'
      ? 'all'
      : (p.chosenLocationId ?? firstId)
        ? { locationId: (p.chosenLocationId ?? firstId) as string }
        : null;
  // What is shown, for this account only: App.tsx keys the workspace by account.
  // Opens where the user was in this company, and remembers it (per account, on this computer).
  const view = useViewState((s) => clocks.clockAt(placeOf(s.perAccount)).zone, accountId);
  const { chosenLocationId, tab, allLocations } = view.state.perAccount;
  const clock = clocks.clockAt(placeOf(view.state.perAccount));
  const { zone } = clock;
  const locationId = chosenLocationId ?? firstId;
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
  const { choose } = clocks;
  const siteTimeShown = clock.siteTimeShown;
  const siteTimeOption = useMemo(
    () =>
      clocks.sites.data?.sites.some((s) => s.settings?.zone)
        ? {
            shown: siteTimeShown,
            available: clock.siteTimeAvailable,
            zone: clock.siteZone,
            onChoose: () => {
              actions.changeZone();
              choose('site');
            },
          }
        : undefined,
    [clocks.sites.data, siteTimeShown, clock.siteTimeAvailable, clock.siteZone, actions, choose],
  );
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
            {PRODUCT_NAME}
          </Text>
          <AccountSwitcher
            accounts={accounts}
            current={account}
            onSwitch={onSwitch}
            namesHidden={settingsData?.hideNames}
          />
        </Group>
        <Group gap="xs" wrap="nowrap">
          <TimezonePicker
            saved={settingsData?.zone ?? null}
            onChange={(z) => {
              actions.changeZone();
              // A fixed zone picked over site time ends it, once saved (so the page is not drawn
              // in the old zone meanwhile); on a site without a zone of its own, it is the
              // account's zone, as it always was.
              saveSettings(
                { zone: z },
                siteTimeShown ? { onSuccess: () => choose('fixed') } : undefined,
              );
            }}
            siteTime={siteTimeOption}
          />
          <DeferredRegionMenu
            clock={settingsData?.clock ?? 'auto'}
            weekStart={settingsData?.weekStart ?? 'auto'}
            onChange={(change) => saveSettings(change)}
          />
          <LanguageMenu />
          <ThemeMenu
            value={settingsData?.theme ?? 'system'}
            onChange={(t) => saveSettings({ theme: t })}
          />
          <KeyListButton />
        </Group>
      </Group>
    ),
    [
      accounts,
      account,
      onSwitch,
      settingsData,
      actions,
      saveSettings,
      siteTimeShown,
      choose,
      siteTimeOption,
    ],
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
        {settingsData?.namesNotice && <NamesNotice notice={settingsData.namesNotice} />}
        {account.isDemo && <DemoNotice onAdded={(a) => onSwitch(a.id)} />}
        {clocks.sites.data?.sites.some((s) => s.settings === null) && tab !== 'sites' && (
          <Suspense fallback={null}>
            <SitesNote
              accountId={accountId}
              sites={clocks.sites.data.sites}
              zone={accountZone}
              onOpenSites={() => actions.showTab('sites')}
            />
          </Suspense>
        )}
        {locations.isPending ||
        settings.isPending ||
        appInfo.isPending ||
        // Under site time the first screen's day is the site's: wait for its zone.
        (clocks.choice === 'site' && clocks.sites.isPending) ? (
          <LoadingRows label={t`Loading`} />
        ) : (
          <WorkspaceMain
            accountId={accountId}
            zone={zone}
            clock={clock}
            location={location}
            noLocations={items !== undefined && items.length === 0}
            view={view}
          />
        )}
      </AppFrame>
    </LocaleProvider>
  );
}
