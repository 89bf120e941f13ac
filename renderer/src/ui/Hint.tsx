import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import { createPortal } from 'react-dom';
import './hint.css';

/** How long the pointer rests on a control before its hint shows, as desktop tooltips wait. */
const SHOW_AFTER_MS = 400;
/** Keeps the hint this far from the control and from the window's edges. */
const GAP_PX = 6;

interface HandlerProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  'aria-describedby'?: string;
}

function both<E>(
  first: ((event: E) => void) | undefined,
  second: ((event: E) => void) | undefined,
): (event: E) => void {
  return (event) => {
    first?.(event);
    second?.(event);
  };
}

function focusedByKeyboard(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // A page without the selector (an old engine, a test DOM): focus shows the hint.
    return true;
  }
}

/**
 * A short hint under a control (what it does, its key), shown on hover or keyboard focus: the first
 * screen's tooltips, a few hundred bytes where Mantine's Tooltip and its floating code are 9 KB of
 * the first screen's 600 KB. While it shows, it describes the control to screen readers.
 */
export function Hint({
  label,
  children: child,
  disabled,
  ...passed
}: {
  readonly label: string;
  readonly children: ReactElement<HandlerProps>;
  /** No hint (e.g. while the control's own menu is open and the hint would cover it). */
  readonly disabled?: boolean;
} & HandlerProps &
  Record<string, unknown>) {
  const id = useId();
  const hintRef = useRef<HTMLDivElement>(null);
  // The control reached for and how long to wait, then where the hint goes.
  const [request, setRequest] = useState<{ target: HTMLElement; delay: number } | null>(null);
  const [at, setAt] = useState<{ top: number; centre: number } | null>(null);
  const hide = () => {
    setRequest(null);
    setAt(null);
  };
  useEffect(() => {
    if (!request) return;
    const timer = setTimeout(() => {
      const box = request.target.getBoundingClientRect();
      setAt({ top: box.bottom + GAP_PX, centre: box.left + box.width / 2 });
    }, request.delay);
    return () => clearTimeout(timer);
  }, [request]);
  // Centred under the control, moved back inside the window when it would leave it.
  useEffect(() => {
    const hint = hintRef.current;
    if (!hint || !at) return;
    const width = hint.offsetWidth;
    const left = Math.min(
      Math.max(at.centre - width / 2, GAP_PX),
      window.innerWidth - width - GAP_PX,
    );
    hint.style.left = `${left}px`;
    hint.style.visibility = 'visible';
  }, [at]);

  // What a wrapper such as Menu.Target gives (its ref, onClick, aria-expanded…) goes to the control,
  // and its handlers run with the control's own, then the hint's.
  const mine: HandlerProps = child.props;
  const theirs: HandlerProps = passed;
  const shown = at !== null && !disabled;
  const trigger = cloneElement(child, {
    ...passed,
    onPointerEnter: both(both(mine.onPointerEnter, theirs.onPointerEnter), (event) => {
      if (!disabled) setRequest({ target: event.currentTarget, delay: SHOW_AFTER_MS });
    }),
    onPointerLeave: both(both(mine.onPointerLeave, theirs.onPointerLeave), hide),
    onFocus: both(both(mine.onFocus, theirs.onFocus), (event) => {
      // A hint for the keyboard, not after every click.
      if (!disabled && focusedByKeyboard(event.currentTarget)) {
        setRequest({ target: event.currentTarget, delay: 0 });
      }
    }),
    onBlur: both(both(mine.onBlur, theirs.onBlur), hide),
    onKeyDown: both(both(mine.onKeyDown, theirs.onKeyDown), (event) => {
      if (event.key === 'Escape') hide();
    }),
    'aria-describedby': shown ? id : (theirs['aria-describedby'] ?? mine['aria-describedby']),
  });
  return (
    <>
      {trigger}
      {shown &&
        createPortal(
          <div
            ref={hintRef}
            id={id}
            role="tooltip"
            className="app-hint"
            // Hidden until placed, so it never shows off-centre for a frame.
            style={{ top: at.top, left: at.centre, visibility: 'hidden' }}
          >
            {label}
          </div>,
          document.body,
        )}
    </>
  );
}
