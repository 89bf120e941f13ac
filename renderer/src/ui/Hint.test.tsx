import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Hint } from './Hint';

afterEach(() => vi.useRealTimers());

describe('a hint', () => {
  it('shows under a control the pointer rests on, describes it, and goes when the pointer leaves', () => {
    vi.useFakeTimers();
    const clicked = vi.fn();
    render(
      <Hint label="Refresh (Ctrl+R)">
        <button type="button" onClick={clicked} aria-describedby="own">
          Refresh
        </button>
      </Hint>,
    );
    const button = screen.getByRole('button', { name: 'Refresh' });
    fireEvent.pointerEnter(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(400));
    const hint = screen.getByRole('tooltip');
    expect(hint.textContent).toBe('Refresh (Ctrl+R)');
    expect(button.getAttribute('aria-describedby')).toBe(hint.id);
    fireEvent.click(button);
    expect(clicked).toHaveBeenCalledOnce();
    fireEvent.pointerLeave(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBe('own');
  });

  it('shows at once on keyboard focus, and Escape or blur hides it', () => {
    vi.useFakeTimers();
    render(
      <Hint label="Keyboard (?)">
        <button type="button">?</button>
      </Hint>,
    );
    const button = screen.getByRole('button');
    act(() => button.focus());
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByRole('tooltip').textContent).toBe('Keyboard (?)');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => button.blur());
    act(() => button.focus());
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByRole('tooltip')).toBeTruthy();
    act(() => button.blur());
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('stays away while disabled (its menu open)', () => {
    vi.useFakeTimers();
    render(
      <Hint label="Theme: Light" disabled>
        <button type="button">Theme</button>
      </Hint>,
    );
    fireEvent.pointerEnter(screen.getByRole('button'));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('runs the handlers a wrapper gives beside the control’s own', () => {
    const wrapperFocus = vi.fn();
    const ownFocus = vi.fn();
    render(
      <Hint label="Theme" onFocus={wrapperFocus} data-expanded="true">
        <button type="button" onFocus={ownFocus}>
          Theme
        </button>
      </Hint>,
    );
    const button = screen.getByRole('button');
    fireEvent.focus(button);
    expect(ownFocus).toHaveBeenCalledOnce();
    expect(wrapperFocus).toHaveBeenCalledOnce();
    expect(button.getAttribute('data-expanded')).toBe('true');
  });
});
