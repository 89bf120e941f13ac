import { Trans } from '@lingui/react/macro';
import { Table } from '@mantine/core';

/** A table's "Before" and "Change" column headings, where the view compares two periods. */
export function ComparisonHeaders(props: { readonly shown: boolean }) {
  if (!props.shown) return null;
  return (
    <>
      <Table.Th ta="right">
        <Trans comment="Column: the comparison period's figure.">Before</Trans>
      </Table.Th>
      <Table.Th ta="right">
        <Trans comment="Column: the change against the comparison period.">Change</Trans>
      </Table.Th>
    </>
  );
}
