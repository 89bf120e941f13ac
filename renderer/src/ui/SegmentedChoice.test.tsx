import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SegmentedChoice } from './SegmentedChoice';

type Mode = 'day' | 'range';
const MODES = [
  { value: 'day', label: 'Day' },
  { value: 'range', label: 'Range' },
] as const;

function Harness(props: { readonly onChange?: (mode: Mode) => void }) {
  const [mode, setMode] = useState<Mode>('day');
  return (
    <SegmentedChoice
      label="View"
      value={mode}
      onChange={(m) => {
        setMode(m);
        props.onChange?.(m);
      }}
      data={MODES}
    />
  );
}

describe('SegmentedChoice', () => {
  it('is a named radio group with the value checked and marked for the pill', () => {
    render(<Harness />);
    const group = screen.getByRole('radiogroup', { name: 'View' });
    const day = screen.getByRole('radio', { name: 'Day' }) as HTMLInputElement;
    const range = screen.getByRole('radio', { name: 'Range' }) as HTMLInputElement;
    expect(group.contains(day)).toBe(true);
    expect(day.checked).toBe(true);
    expect(range.checked).toBe(false);
    expect(day.name).toBe(range.name);
    expect(day.closest('[data-active]')).not.toBeNull();
    expect(range.closest('[data-active]')).toBeNull();
  });

  it('clicking a label chooses it, once, and moves the pill', () => {
    const chosen: Mode[] = [];
    render(<Harness onChange={(m) => chosen.push(m)} />);
    fireEvent.click(screen.getByText('Range'));
    expect(chosen).toEqual(['range']);
    expect((screen.getByRole('radio', { name: 'Range' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Range' }).closest('[data-active]')).not.toBeNull();
    expect(screen.getByRole('radio', { name: 'Day' }).closest('[data-active]')).toBeNull();
  });

  it('can be named by visible text instead', () => {
    render(
      <>
        <span id="sep">Separator</span>
        <SegmentedChoice
          label={{ labelledBy: 'sep' }}
          value=","
          onChange={() => undefined}
          data={[
            { value: ',', label: 'Comma ,' },
            { value: ';', label: 'Semicolon ;' },
          ]}
        />
      </>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Separator' })).toBeTruthy();
  });

  it('two groups on one page keep their own choices', () => {
    render(
      <>
        <Harness />
        <Harness />
      </>,
    );
    const [first, second] = screen.getAllByRole('radio', { name: 'Range' }) as HTMLInputElement[];
    fireEvent.click(first as HTMLInputElement);
    expect(first?.checked).toBe(true);
    expect(second?.checked).toBe(false);
    expect((screen.getAllByRole('radio', { name: 'Day' })[1] as HTMLInputElement).checked).toBe(
      true,
    );
  });
});
