import { useLingui } from '@lingui/react/macro';
import { CheckIcon, Combobox, Group, Select, Text, type ComboboxItem } from '@mantine/core';
import { useMemo, useState } from 'react';
import { appErrorOf } from '../../data/bridge-error';
import { useHolidayCalendars } from '../../data/sites';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { errorWords } from './error-words';
import { calendarOptions } from './holiday-names';

/** The select's value for "no public holidays". */
export const NO_HOLIDAYS = '__none__';

/**
 * A searchable picker of public-holiday calendars ("England (United Kingdom)", found by GB-ENG,
 * England or United Kingdom), with None first. The calendars are asked for when it is first opened
 * or shows one.
 */
export function HolidaySelect(props: {
  /** The calendar chosen; null: none; undefined: none chosen yet (the sites chosen differ). */
  readonly value: string | null | undefined;
  readonly onChange: (calendar: string | null) => void;
  readonly label: string;
  readonly placeholder?: string;
  readonly disabled?: boolean;
  readonly testId?: string;
}) {
  const { t, i18n } = useLingui();
  const { locale } = useLocaleFormat();
  const [opened, setOpened] = useState(false);
  const query = useHolidayCalendars(opened || Boolean(props.value));
  const noneLabel = t`None: no public holidays`;
  const { options, filter } = useMemo(() => {
    const first = [{ value: NO_HOLIDAYS, label: noneLabel }];
    const made = calendarOptions(locale, query.data?.calendars ?? [], first);
    // A saved calendar shows as its code until the list arrives (or if the library dropped it).
    const value = props.value;
    if (value && !made.options.some((o) => o.value === value))
      return { ...made, options: [...made.options, { value, label: value }] };
    return made;
  }, [locale, query.data, noneLabel, props.value]);

  const nothingFound = query.isPending
    ? t`Loading the calendars…`
    : t`No calendar matches: try a country, a region or a code, e.g. Bayern or DE-BY`;
  const reason = query.isError ? errorWords(i18n, appErrorOf(query.error)) : '';
  const error = query.isError ? t`The calendars could not be loaded: ${reason}` : undefined;
  return (
    <Select
      label={props.label}
      placeholder={props.placeholder ?? t`Type a country or region`}
      data-testid={props.testId}
      searchable
      filter={filter}
      renderOption={renderCalendarOption}
      selectFirstOptionOnChange
      allowDeselect={false}
      nothingFoundMessage={nothingFound}
      maxDropdownHeight={300}
      comboboxProps={{ width: 400 }}
      w={280}
      size="xs"
      error={error}
      disabled={props.disabled}
      onDropdownOpen={() => {
        setOpened(true);
        if (query.isError) void query.refetch();
      }}
      value={props.value === undefined ? null : (props.value ?? NO_HOLIDAYS)}
      data={options as ComboboxItem[]}
      onChange={(v) => {
        if (v) props.onChange(v === NO_HOLIDAYS ? null : v);
      }}
    />
  );
}

/** An option as drawn: its name, and its code after it ("England (United Kingdom)  GB-ENG"). */
function renderCalendarOption({
  option,
  checked,
}: {
  readonly option: ComboboxItem;
  readonly checked?: boolean;
}) {
  return (
    <Group gap={6} wrap="nowrap" justify="space-between" w="100%">
      <Group gap={6} wrap="nowrap">
        {checked && <CheckIcon className={Combobox.classes.optionsDropdownCheckIcon} />}
        <span>{option.label}</span>
      </Group>
      {option.value !== NO_HOLIDAYS && option.value !== option.label && (
        <Text span size="xs" c="dimmed">
          {option.value}
        </Text>
      )}
    </Group>
  );
}
