import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import type { TargetFieldState } from './use-target-field';

/** The target utilisation band for the selected sites: low and high percentages, or no target. */
export function TargetEditor(props: {
  readonly field: TargetFieldState;
  /** How many sites are selected (none: the fields are off). */
  readonly count: number;
  readonly onApply: () => void;
}) {
  const { t } = useLingui();
  const { field, count } = props;
  const { form, errors } = field;
  const id = useId();
  const off = count === 0;
  // Typing a percentage is setting a target: "No target" goes off by itself.
  const typed = (end: 'low' | 'high', value: string) =>
    field.change({ ...form, none: false, [end]: value });
  const percent = (end: 'low' | 'high', label: string, example: string) => (
    <TextInput
      label={label}
      size="xs"
      w={96}
      inputMode="decimal"
      placeholder={example}
      rightSection={
        <Text span size="xs" c="dimmed" aria-hidden>
          %
        </Text>
      }
      value={form[end]}
      onChange={(e) => typed(end, e.currentTarget.value)}
      error={errors[end]}
      disabled={off}
      data-testid={`target-${end}`}
    />
  );
  return (
    <Stack gap={6} maw={260}>
      <div role="group" aria-labelledby={`${id}-title`} aria-describedby={`${id}-hint`}>
        <Text size="xs" fw={500} id={`${id}-title`}>
          {t`Target utilisation`}
        </Text>
        <Text size="xs" c="dimmed" id={`${id}-hint`}>
          {t`The band of open time in use aimed for: All locations and Insights say whether the site is below, within or above it.`}
        </Text>
        <Group gap="xs" align="flex-start" wrap="nowrap" mt={4}>
          {percent('low', t`Low end`, '60')}
          {percent('high', t`High end`, '85')}
        </Group>
        <Checkbox
          label={t`No target`}
          size="xs"
          mt={8}
          checked={form.none}
          disabled={off}
          onChange={(e) =>
            field.change(
              e.currentTarget.checked
                ? { none: true, low: '', high: '' }
                : { ...form, none: false },
            )
          }
          data-testid="no-target"
        />
      </div>
      <Button
        size="xs"
        variant="default"
        disabled={off}
        onClick={props.onApply}
        data-testid="apply-target"
        style={{ alignSelf: 'flex-start' }}
      >
        {count > 1
          ? t`Apply target to ${plural(count, { one: '# site', other: '# sites' })}`
          : t`Apply target`}
      </Button>
    </Stack>
  );
}
