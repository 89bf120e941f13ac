import { useLingui } from '@lingui/react/macro';
import { Button, ScrollArea, Table, Text, VisuallyHidden } from '@mantine/core';
import type { SiteClosure } from '#shared/contract';
import { closureDaysWords, closureLengthWords } from './closure-words';
import { closureKey } from './use-closures';
import { useWording } from './wording';

/** A site's closures by first day, past ones dimmed, each with Remove (which reopens its days). */
export function ClosureList(props: {
  readonly closures: readonly SiteClosure[];
  readonly siteName: string;
  /** Today on the site's clock, as YYYY-MM-DD: closures that ended before it are past. */
  readonly today: string;
  /** The closure being removed (its key), while it is. */
  readonly removing: string | null;
  readonly onRemove: (closure: SiteClosure) => void;
}) {
  const { t } = useLingui();
  const wording = useWording();
  const { closures, siteName } = props;
  if (closures.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="closure-list">
        {t`No closures yet: the site is open on every working day but public holidays.`}
      </Text>
    );
  return (
    <ScrollArea.Autosize mah={260} type="auto">
      <Table data-testid="closure-list" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t`Days`}</Table.Th>
            <Table.Th scope="col">{t`Reason`}</Table.Th>
            <Table.Th scope="col" w={90}>
              <VisuallyHidden>{t`Remove`}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {closures.map((c) => {
            const days = closureDaysWords(wording, c);
            const past = c.to < props.today;
            const key = closureKey(c);
            return (
              <Table.Tr key={key} data-testid="closure" c={past ? 'dimmed' : undefined}>
                <Table.Td>
                  <span className="sites-nowrap">{days}</span>{' '}
                  <Text span size="xs" c="dimmed" className="sites-nowrap">
                    {closureLengthWords(wording, c)}
                  </Text>
                </Table.Td>
                <Table.Td className="sites-closure-reason">{c.reason}</Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    loading={props.removing === key}
                    disabled={props.removing !== null && props.removing !== key}
                    onClick={() => props.onRemove(c)}
                    aria-label={t`Remove the closure of ${siteName} on ${days}`}
                    title={t`Reopens the site on these days`}
                  >
                    {t`Remove`}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
