import { Text } from '@mantine/core';
import { useSites } from '../../data/sites';

/**
 * The basis of All locations' figures in one line: which clock the days are read on, and that each
 * site counts its own opening hours (each row says its own basis).
 */
export function AllSitesBasis(props: {
  readonly accountId: string;
  readonly zone: string;
  readonly siteTime: boolean;
}) {
  const sites = useSites(props.accountId).data?.sites ?? [];
  const unset = sites.filter((s) => s.settings === null).length;
  const clock = props.siteTime
    ? `Site time: each site’s days and hours on its own clock (${props.zone} for a site without a zone).`
    : `Days and hours in ${props.zone}.`;
  const hours =
    unset === 0
      ? 'Figures count each site’s opening hours.'
      : unset === sites.length
        ? `No site has settings yet: every site counts every hour of every day, in ${props.zone}.`
        : `Figures count each site’s opening hours; ${unset === 1 ? 'a site' : `${unset} sites`} without settings count every hour of every day.`;
  return (
    <Text size="xs" c="dimmed" data-testid="portfolio-basis">
      {clock} {hours}
    </Text>
  );
}
