import { Button } from '@mantine/core';

/**
 * Two or three choices as pressed/unpressed buttons. Lighter than a SegmentedControl, whose sliding
 * indicator measures the layout each time it appears (several per card made switching views slow).
 */
export function Toggle<T extends string>(props: {
  readonly label: string;
  readonly value: T;
  readonly onChange: (value: T) => void;
  readonly data: readonly { readonly value: T; readonly label: string }[];
}) {
  const { label, value, onChange, data } = props;
  return (
    <Button.Group aria-label={label}>
      {data.map((d) => (
        <Button
          key={d.value}
          size="compact-xs"
          variant={d.value === value ? 'filled' : 'default'}
          aria-pressed={d.value === value}
          onClick={() => onChange(d.value)}
        >
          {d.label}
        </Button>
      ))}
    </Button.Group>
  );
}
