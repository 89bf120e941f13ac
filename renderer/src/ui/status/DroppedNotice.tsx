import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { assertNever } from '#shared/assert-never';
import { useLocaleFormat } from '../locale/use-locale-format';

/** The records the API sends that a notice can count. */
export type DroppedThing = 'bay' | 'booking' | 'location';

/** Says how many records the API sent that could not be read (no id, start or end). */
export function DroppedNotice(props: { readonly dropped: number; readonly what: DroppedThing }) {
  const { t } = useLingui();
  const format = useLocaleFormat();
  const dropped = props.dropped;
  if (dropped <= 0) return null;
  const count = format.number(dropped);
  let text: string;
  switch (props.what) {
    case 'booking':
      text = t`${plural(dropped, {
        one: '# booking could not be read and is left out: the server sent it without an id, start or end.',
        other: `${count} bookings could not be read and are left out: the server sent them without an id, start or end.`,
      })}`;
      break;
    case 'bay':
      text = t`${plural(dropped, {
        one: '# bay could not be read and is left out: the server sent it without an id.',
        other: `${count} bays could not be read and are left out: the server sent them without an id.`,
      })}`;
      break;
    case 'location':
      text = t`${plural(dropped, {
        one: '# location could not be read and is left out: the server sent it without an id.',
        other: `${count} locations could not be read and are left out: the server sent them without an id.`,
      })}`;
      break;
    default:
      return assertNever(props.what);
  }
  return (
    <Alert color="yellow" variant="light" py={6} role="status" data-testid="dropped-notice">
      {text}
    </Alert>
  );
}
