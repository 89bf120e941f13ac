import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { comparisonError } from './error-text';
import { useFigureFormat } from '../../ui/format/figure-format';

/** Where the comparison period's counting stands: failed (with a retry), under way, or done (null). */
export type ComparisonState =
  { readonly error: Error; readonly retry: () => void } | { readonly progress: number } | null;

/** "Compared with Mon, 23 Feb 2026 – Sun, 1 Mar 2026", with its counting's progress or failure. */
export function ComparedWith(props: {
  readonly label: string;
  readonly state: ComparisonState;
  /** One period had open time and the other none: said once here, beside the figures' "not compared". */
  readonly unlike?: boolean;
}) {
  const { label, state } = props;
  const { t, i18n } = useLingui();
  const { formatPercent } = useFigureFormat();
  const counting =
    state && 'progress' in state ? formatPercent(Math.floor(state.progress) / 100, 0) : null;
  const failure = state && 'error' in state ? comparisonError(i18n, state.error) : null;
  return (
    <Text size="sm" data-testid="insights-compared">
      {counting === null
        ? props.unlike
          ? t`Compared with ${label}: not compared, as one of the periods was closed and the other open.`
          : t`Compared with ${label}`
        : t`Compared with ${label} (counting… ${counting})`}
      {state && 'error' in state && failure && (
        <>
          {' '}
          <Text span c="red" role="alert">
            {failure.detail ? `${failure.text} ${failure.detail}` : failure.text}
          </Text>{' '}
          <Button size="compact-xs" variant="light" onClick={state.retry}>
            <Trans>Try again</Trans>
          </Button>
        </>
      )}
    </Text>
  );
}
