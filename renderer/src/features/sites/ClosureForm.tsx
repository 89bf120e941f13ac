import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import type { SiteClosure } from '#shared/contract';
import { addDays } from '#shared/time/civil';
import { PickerLocale, useMonthLabel, usePickerFormatter } from '../../ui/locale/PickerLocale';
import {
  EMPTY_CLOSURE,
  MAX_CLOSURE_DAYS,
  MAX_CLOSURE_REASON,
  readClosureForm,
  type ClosureForm as Form,
} from './closure-form';
import { usePickerAriaLabels } from './picker-labels';
import { useWording } from './wording';

/** The pickers' placeholder is text on the page, not an input's hint: it keeps a 4.5:1 contrast (sites.css). */
const PLACEHOLDER = { placeholder: 'closure-date-placeholder' };

/**
 * Closing the site on some days: the first and last day (the last left empty: the first alone) and
 * why. What is wrong is said beside its field before anything is sent; what the backend refuses is
 * said under the form. The fields keep what was typed until the closure is saved.
 */
export function ClosureForm(props: {
  readonly closures: readonly SiteClosure[];
  readonly saving: boolean;
  /** The backend's refusal, in words, or null. */
  readonly error: string | null;
  /** Saves the closure; resolves true once saved. */
  readonly onAdd: (closure: SiteClosure) => Promise<boolean>;
}) {
  const { t } = useLingui();
  const wording = useWording();
  const formatter = usePickerFormatter();
  const monthLabel = useMonthLabel();
  const ariaLabels = usePickerAriaLabels();
  const [form, setForm] = useState<Form>(EMPTY_CLOSURE);
  const [tried, setTried] = useState(false);
  const read = readClosureForm(wording, form, props.closures);
  const found = 'errors' in read ? read.errors : {};
  // Until the closure is tried, only what the days picked say of themselves: an empty field is not
  // wrong while it is being filled.
  const errors = tried ? found : { to: form.to === null ? undefined : found.to, days: found.days };
  const change = (next: Partial<Form>) => setForm((f) => ({ ...f, ...next }));

  const refusal = props.error;
  const submit = () => {
    setTried(true);
    if ('errors' in read) return;
    void props.onAdd(read.closure).then((saved) => {
      if (!saved) return;
      setForm(EMPTY_CLOSURE);
      setTried(false);
    });
  };
  return (
    <Stack
      component="form"
      gap={6}
      aria-labelledby="closure-form-title"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      data-testid="closure-form"
    >
      <Text size="sm" fw={600} id="closure-form-title">
        {t`Close the site`}
      </Text>
      <PickerLocale>
        <Group gap="xs" align="flex-start" wrap="wrap">
          <DatePickerInput
            label={t`First day`}
            placeholder={t`Pick a day`}
            value={form.from}
            onChange={(from) => change({ from })}
            valueFormatter={formatter}
            monthLabelFormat={monthLabel}
            ariaLabels={ariaLabels}
            highlightToday
            error={errors.from}
            size="xs"
            w={220}
            classNames={PLACEHOLDER}
            data-testid="closure-from"
          />
          <DatePickerInput
            label={t`Last day`}
            placeholder={t`Same as the first`}
            value={form.to}
            onChange={(to) => change({ to })}
            clearable
            minDate={form.from ?? undefined}
            maxDate={form.from ? addDays(form.from, MAX_CLOSURE_DAYS - 1) : undefined}
            defaultDate={form.from ?? undefined}
            valueFormatter={formatter}
            monthLabelFormat={monthLabel}
            ariaLabels={ariaLabels}
            highlightToday
            error={errors.to}
            size="xs"
            w={220}
            classNames={PLACEHOLDER}
            data-testid="closure-to"
          />
        </Group>
      </PickerLocale>
      <TextInput
        label={t`Reason`}
        placeholder={t`e.g. Resurfacing, Summer shutdown`}
        value={form.reason}
        onChange={(e) => change({ reason: e.currentTarget.value })}
        maxLength={MAX_CLOSURE_REASON}
        error={errors.reason}
        size="xs"
        data-testid="closure-reason"
      />
      {errors.days && (
        <Text size="xs" c="red" role="alert" data-testid="closure-clash">
          {errors.days}
        </Text>
      )}
      {refusal && (
        <Alert color="red" variant="light" role="alert" py={6} title={t`The closure was not saved`}>
          <Text size="sm">{t`${refusal} What you entered is kept: correct it and try again.`}</Text>
        </Alert>
      )}
      <Button
        type="submit"
        size="xs"
        loading={props.saving}
        style={{ alignSelf: 'flex-start' }}
        data-testid="add-closure"
      >
        {t`Close the site on these days`}
      </Button>
    </Stack>
  );
}
