import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useSites } from '../../data/sites';

/**
 * The basis of All locations' figures in one line (cut short where the window is narrow, whole in
 * its tooltip): which clock the days are read on, and that each site counts its own opening hours
 * (each row says its own basis).
 */
export function AllSitesBasis(props: {
  readonly accountId: string;
  readonly zone: string;
  readonly siteTime: boolean;
}) {
  const { t } = useLingui();
  const { zone } = props;
  const sites = useSites(props.accountId).data?.sites ?? [];
  const unset = sites.filter((s) => s.settings === null).length;
  const clock = props.siteTime
    ? t`Site time: each site’s days and hours on its own clock (${zone} for a site without a zone).`
    : t`Days and hours in ${zone}.`;
  const hours =
    unset === 0
      ? t`Figures count each site’s opening hours.`
      : unset === sites.length
        ? t`No site has settings yet: every site counts every hour of every day, in ${zone}.`
        : t`Figures count each site’s opening hours; ${plural(unset, {
            one: 'a site without settings counts',
            other: '# sites without settings count',
          })} every hour of every day.`;
  const words = `${clock} ${hours}`;
  // One line, the rest in its tooltip: the rows say each site's basis, and need the height.
  return (
    <Text size="xs" c="dimmed" truncate="end" title={words} data-testid="portfolio-basis">
      {words}
    </Text>
  );
}
