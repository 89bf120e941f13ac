import { useLingui } from '@lingui/react/macro';
import { Badge, Checkbox, Chip, Group, Stack, Text } from '@mantine/core';
import { TimePicker } from '@mantine/dates';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { useId } from 'react';
import { WEEKDAY_KEYS, type WeekdayKey } from '#shared/sites/opening-hours';
import type { WeekErrors, WeekForm } from './week';
import { weekdayNames } from './week-words';

/** The working week: weekday toggles, and the opening and closing times (or all day). */
export function WeekEditor(props: {
  readonly value: WeekForm;
  readonly onChange: (form: WeekForm) => void;
  readonly errors: WeekErrors;
  readonly disabled?: boolean;
  /** Why the fields hold what they hold when the site has no such week: shown as a suggestion. */
  readonly suggestion?: string | null;
}) {
  const { value, onChange, errors, disabled } = props;
  const daysId = useId();
  const { t } = useLingui();
  const format = useLocaleFormat();
  const dayNames = weekdayNames(format.locale);
  const timeErrorId = `${daysId}-time-error`;
  const timeError = value.allDay ? undefined : (errors.opens ?? errors.closes);
  const daysErrorId = `${daysId}-error`;
  return (
    <Stack gap={6}>
      {props.suggestion && (
        <Group gap={6} wrap="nowrap" data-testid="week-suggestion">
          <Badge size="xs" variant="outline" color="gray">
            {t`Suggestion`}
          </Badge>
          <Text size="xs" c="dimmed">
            {props.suggestion} {t`Nothing changes until you apply it.`}
          </Text>
        </Group>
      )}
      <div>
        <Text size="xs" fw={500} id={`${daysId}-label`}>
          {t`Working days`}
        </Text>
        <Chip.Group
          multiple
          value={[...value.days]}
          onChange={(days) =>
            onChange({ ...value, days: WEEKDAY_KEYS.filter((d) => days.includes(d)) })
          }
        >
          <Group
            gap={4}
            role="group"
            aria-labelledby={`${daysId}-label`}
            aria-describedby={errors.days ? daysErrorId : undefined}
            data-testid="working-days"
            mt={4}
          >
            {WEEKDAY_KEYS.map((d: WeekdayKey, i) => (
              <Chip
                key={d}
                value={d}
                size="xs"
                disabled={disabled}
                aria-label={dayNames.long[i]}
                data-testid={`day-${d}`}
              >
                {dayNames.short[i]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {errors.days && (
          <Text size="xs" c="red" mt={4} id={daysErrorId}>
            {errors.days}
          </Text>
        )}
      </div>
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TimeField
          label={t`Opens`}
          value={value.allDay ? '' : value.opens}
          disabled={disabled || value.allDay}
          invalid={!value.allDay && !!errors.opens}
          describedBy={timeErrorId}
          hour12={format.hour12}
          onChange={(opens) => onChange({ ...value, opens })}
          testId="opens"
        />
        <TimeField
          label={t`Closes`}
          value={value.allDay ? '' : value.closes}
          disabled={disabled || value.allDay}
          invalid={!value.allDay && !!errors.closes}
          describedBy={timeErrorId}
          hour12={format.hour12}
          onChange={(closes) => onChange({ ...value, closes })}
          testId="closes"
        />
        <Checkbox
          label={t`All day`}
          size="xs"
          mt={26}
          checked={value.allDay}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, allDay: e.currentTarget.checked })}
          data-testid="all-day"
        />
      </Group>
      {timeError && (
        <Text size="xs" c="red" id={timeErrorId} maw={420} data-testid="time-error">
          {timeError}
        </Text>
      )}
    </Stack>
  );
}

/** A time of day in the app's clock (24- or 12-hour), typed hour and minute; "HH:MM" out. */
function TimeField(props: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly hour12: boolean;
  readonly disabled?: boolean;
  readonly invalid: boolean;
  /** The id of the text that says what is wrong with the times. */
  readonly describedBy: string;
  readonly testId: string;
}) {
  const { t } = useLingui();
  const { label } = props;
  const described = { 'aria-describedby': props.invalid ? props.describedBy : undefined };
  return (
    <TimePicker
      label={props.label}
      size="xs"
      w={props.hour12 ? 130 : 100}
      format={props.hour12 ? '12h' : '24h'}
      value={props.value}
      onChange={(v) => props.onChange(v.slice(0, 5))}
      minutesStep={15}
      disabled={props.disabled}
      error={props.invalid}
      hoursInputProps={described}
      minutesInputProps={described}
      hoursInputLabel={t`${label}: hour`}
      minutesInputLabel={t`${label}: minutes`}
      amPmInputLabel={t`${label}: AM or PM`}
      data-testid={props.testId}
    />
  );
}
