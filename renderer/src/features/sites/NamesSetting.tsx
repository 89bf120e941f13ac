import { useLingui } from '@lingui/react/macro';
import { Switch } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { appErrorOf } from '../../data/bridge-error';
import { queryKeys } from '../../data/queries';
import { useSettings, useUpdateSettings } from '../../data/settings';
import { errorWords } from './error-words';

/**
 * The account's Hide names switch, for works councils. The backend replaces every person by a
 * pseudonym before anything leaves it, so after a change everything the account shows is fetched again.
 */
export function NamesSetting(props: { readonly accountId: string }) {
  const { accountId } = props;
  const { t, i18n } = useLingui();
  const settings = useSettings(accountId);
  const update = useUpdateSettings(accountId);
  const client = useQueryClient();
  const change = (hideNames: boolean) =>
    update.mutate(
      { hideNames },
      // Every query of the account starts with its id: the names shown so far go, or come back.
      {
        onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.account(accountId) }),
      },
    );
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
