import { Trans } from '@lingui/react/macro';
import { Paper, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { DomainFigures } from '#shared/insights/domain-figures';
import { DomainTable } from '../people/DomainTable';

/** Whether the rows say anything: one row of no e-mail, or of small domains grouped, does not. */
export function hasDomainRows(domains: readonly DomainFigures[]): boolean {
  return domains.length > 1 || domains.some((d) => d.name.kind === 'domain');
}

/**
 * The location's people by e-mail domain, as the People view counts them; no card at all when the
 * rows would say nothing.
 */
export function DomainCard(props: { readonly domains: readonly DomainFigures[] }) {
  const titleId = useId();
  if (!hasDomainRows(props.domains)) return null;
  return (
    <Paper withBorder p="sm" radius="md" className="insights-card" data-testid="by-domain">
      <Title order={2} size="h6" mb={4} id={titleId}>
        <Trans>By e-mail domain</Trans>
      </Title>
      {/* Insights' own booked hours may be narrowed to open time or a time of day; these are not. */}
      <Text size="xs" c="dimmed" mb={4}>
        <Trans>
          Booked hours over the whole days of the period, as the People view counts them.
        </Trans>
      </Text>
      <DomainTable domains={props.domains} labelledBy={titleId} />
    </Paper>
  );
}
