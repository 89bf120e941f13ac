import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';

/** A site's public-holiday calendar in the Sites table: its code and readable name, or none. */
export function HolidayText(props: {
  /** The calendar's code as the draft shows it; null: none. */
  readonly calendar: string | null;
  /** Its readable name, once the calendars are loaded. */
  readonly name: string | null;
}) {
  const { t } = useLingui();
  const { calendar, name } = props;
  if (calendar === null)
    return (
      <Text size="sm" c="dimmed" data-testid="site-holidays">
        {t`No public holidays`}
      </Text>
    );
  return (
    <Text size="sm" data-testid="site-holidays">
      <span className="sites-nowrap">{calendar}</span>{' '}
      {name && (
        <Text span size="xs" c="dimmed">
          {name}
        </Text>
      )}
    </Text>
  );
}
