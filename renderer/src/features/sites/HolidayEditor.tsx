import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import { HolidaySelect } from './HolidaySelect';
import type { HolidayFieldState } from './use-holiday-field';

/** The public-holiday calendar for the selected sites, and the button that puts it in the draft. */
export function HolidayEditor(props: {
  readonly field: HolidayFieldState;
  /** How many sites are selected (none: the field is off). */
  readonly count: number;
  /** Whether the selected sites have different calendars (the field then asks for one). */
  readonly differ: boolean;
  readonly onApply: () => void;
}) {
  const { t } = useLingui();
  const { field, count } = props;
  return (
    <Stack gap={6}>
      <HolidaySelect
        label={t`Public holidays`}
        value={field.value}
        onChange={field.change}
        placeholder={props.differ ? t`Several calendars: choose one` : undefined}
        disabled={count === 0}
        testId="sites-holidays"
      />
      <Button
        size="xs"
        variant="default"
        disabled={count === 0 || field.value === undefined}
        onClick={props.onApply}
        data-testid="apply-holidays"
      >
        {count > 1
          ? t`Apply calendar to ${plural(count, { one: '# site', other: '# sites' })}`
          : t`Apply calendar`}
      </Button>
    </Stack>
  );
}
