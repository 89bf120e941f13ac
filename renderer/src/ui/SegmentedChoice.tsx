import { useId } from 'react';
import './segmented-choice.css';

/**
 * One of a few choices as a row of radio buttons that looks like Mantine's xs SegmentedControl.
 * Plain inputs and CSS: Mantine's sliding indicator measures the layout when it mounts, a forced
 * layout of the whole page in the first frame (bench/README.md, "The start-up figures").
 */
export function SegmentedChoice<T extends string>(props: {
  /** The group's accessible name, or the id of the visible text that names it. */
  readonly label: string | { readonly labelledBy: string };
  readonly value: T;
  readonly onChange: (value: T) => void;
  readonly data: readonly { readonly value: T; readonly label: string }[];
  readonly testId?: string;
}) {
  const { label, value, onChange, data } = props;
  const name = useId();
  return (
    <div
      className="segmented-choice"
      role="radiogroup"
      aria-label={typeof label === 'string' ? label : undefined}
      aria-labelledby={typeof label === 'string' ? undefined : label.labelledBy}
      data-testid={props.testId}
    >
      {data.map((d) => {
        const id = `${name}-${d.value}`;
        const active = d.value === value;
        return (
          <div key={d.value} className="segmented-choice-item" data-active={active || undefined}>
            <input
              className="segmented-choice-input"
              type="radio"
              id={id}
              name={name}
              value={d.value}
              checked={active}
              onChange={() => onChange(d.value)}
            />
            <label className="segmented-choice-label" htmlFor={id}>
              {d.label}
            </label>
          </div>
        );
      })}
    </div>
  );
}
