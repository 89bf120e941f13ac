import { Alert } from '@mantine/core';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';

/** Says how many records the API sent that could not be read (no id, start or end). */
export function DroppedNotice(props: { readonly dropped: number; readonly what: string }) {
  const format = useLocaleFormat();
  if (props.dropped <= 0) return null;
  const n = props.dropped;
  return (
    <Alert color="yellow" variant="light" py={6} role="status" data-testid="dropped-notice">
      {n === 1
        ? `1 ${props.what} could not be read`
        : `${format.number(n)} ${props.what}s could not be read`}{' '}
      and {n === 1 ? 'is' : 'are'} left out: the server sent {n === 1 ? 'it' : 'them'} without an
      id, start or end.
    </Alert>
  );
}
