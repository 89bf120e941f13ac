import { useLingui } from '@lingui/react/macro';
import { Group, Title } from '@mantine/core';
import type { ComponentProps } from 'react';
import { SitesSaveBar } from './SitesSaveBar';

/** The page's title with the save bar, kept in view while the page scrolls (sites.css). */
export function SitesHeader(props: ComponentProps<typeof SitesSaveBar>) {
  const { t } = useLingui();
  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap="xs"
      align="center"
      className="sites-sticky-head"
    >
      <Title order={2} size="h4">
        {t`Sites`}
      </Title>
      <SitesSaveBar {...props} />
    </Group>
  );
}
