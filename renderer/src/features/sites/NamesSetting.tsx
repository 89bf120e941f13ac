import { useLingui } from '@lingui/react/macro';
import { Switch } from '@mantine/core';
import { appErrorOf } from '../../data/bridge-error';
import { useSettings, useUpdateSettings } from '../../data/settings';
import { errorWords } from './error-words';

/**
 * The account's Hide names switch, for works councils. The backend replaces every person by a
 * pseudonym before anything leaves it, so after a change everything the account shows is fetched again.
 * Where the store could not say whether names may be shown, they are hidden and the notice says why.
 */
export function NamesSetting(props: { readonly accountId: string }) {
  const { accountId } = props;
  const { t, i18n } = useLingui();
  const settings = useSettings(accountId);
  const update = useUpdateSettings(accountId);
  // Once saved, everything the account holds goes at once (useUpdateSettings), and is fetched anew.
  const change = (hideNames: boolean) => update.mutate({ hideNames });
  const failed = update.isError ? errorWords(i18n, appErrorOf(update.error)) : null;
  return (
    <Switch
      className="sites-names"
      checked={settings.data?.hideNames ?? false}
      disabled={!settings.data || update.isPending}
      onChange={(e) => change(e.currentTarget.checked)}
      label={t`Hide names`}
      // Mantine's label wraps the description too: the name is the label alone, the rest describes it.
      aria-label={t`Hide names`}
      description={t`For works councils: every person of this company shows as “Person” and a code, without e-mail, on screen and in every export and report (the command line too). The same person keeps the same code, so people, attendance and double bookings count the same.`}
      error={failed ? t`The setting was not changed. ${failed} Try the switch again.` : undefined}
      data-testid="hide-names"
    />
  );
}
