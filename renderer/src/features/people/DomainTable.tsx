import { Trans, useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import { assertNever } from '#shared/assert-never';
import type { DomainFigures, DomainName } from '#shared/insights/domain-figures';
import { SMALLEST_SHOWN_DOMAIN } from '#shared/insights/domain-figures';
import { useFigureFormat } from '../../ui/format/figure-format';

/**
 * People by e-mail domain, as a stand-in for a team or a company. Captioned, unless a heading of
 * its own (a card's, `labelledBy`) names it already.
 */
export function DomainTable(props: {
  readonly domains: readonly DomainFigures[];
  readonly labelledBy?: string;
}) {
  const { t } = useLingui();
  const f = useFigureFormat();
  const nameOf = (name: DomainName): string => {
    switch (name.kind) {
      case 'domain':
        return name.domain;
      case 'none':
        return t`No e-mail`;
      case 'small':
        return t`Other (domains of fewer than ${SMALLEST_SHOWN_DOMAIN} people)`;
      default:
        return assertNever(name);
    }
  };
  return (
    <Table
      fz="sm"
      horizontalSpacing={8}
      data-testid="domain-table"
      captionSide="top"
      aria-labelledby={props.labelledBy}
    >
      {props.labelledBy === undefined && (
        <Table.Caption>
          <Trans>By e-mail domain</Trans>
        </Table.Caption>
      )}
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">
            <Trans>Domain</Trans>
          </Table.Th>
          <Table.Th scope="col" ta="right">
            <Trans>People</Trans>
          </Table.Th>
          <Table.Th scope="col" ta="right">
            <Trans>Bookings</Trans>
          </Table.Th>
          <Table.Th scope="col" ta="right">
            <Trans>Booked</Trans>
          </Table.Th>
          <Table.Th scope="col" ta="right">
            <Trans>Share of booked hours</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.domains.map((d) => (
          <Table.Tr key={nameOf(d.name)} data-testid="domain-row">
            <Table.Th scope="row">{nameOf(d.name)}</Table.Th>
            <Table.Td ta="right">{f.formatCount(d.people)}</Table.Td>
            <Table.Td ta="right">{f.formatCount(d.bookings)}</Table.Td>
            <Table.Td ta="right">{f.formatBookedHours(d.bookedMs)}</Table.Td>
            <Table.Td ta="right">{f.formatPercent(d.shareOfBookedTime)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
