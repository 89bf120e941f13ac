import {
  memo,
  type RefObject,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import type { TimelineEntry } from '#shared/view/rows';
import { type BarAddress, barAddressOf, BOOKING_CARD_ID, cardSubject } from './booking-card-target';
import { lazyNamed } from '../../ui/lazy-named';
import { HEADER_HEIGHT, LABEL_WIDTH } from './geometry';

// The card's words and layout are a chunk of their own, fetched just after the first screen (below):
// the first screen's budget does not pay for them, and the first hover finds them there.
const loadCard = () => import('./BookingCard');
const BookingCard = lazyNamed(loadCard, 'BookingCard');

const GAP_PX = 6;
const EDGE_PX = 8;

/** Puts the card above the bar (below it when the axis is in the way), inside the window. */
function place(card: HTMLElement, bar: HTMLElement, scroller: HTMLElement): void {
  const b = bar.getBoundingClientRect();
  const s = scroller.getBoundingClientRect();
  const c = card.getBoundingClientRect();
  // A bar that starts under the sticky bay column is pointed at where it comes out.
  const visibleLeft = Math.max(b.left, s.left + LABEL_WIDTH);
  const left = Math.min(visibleLeft, window.innerWidth - c.width - EDGE_PX);
  const above = b.top - GAP_PX - c.height;
  const top = above >= s.top + HEADER_HEIGHT ? above : b.bottom + GAP_PX;
  card.style.left = `${Math.max(EDGE_PX, left)}px`;
  card.style.top = `${Math.max(EDGE_PX, top)}px`;
}

const barSelector = (at: BarAddress) => `[data-booking-id="${CSS.escape(at.bookingId)}"]`;

/**
 * The card of the booking under the pointer, else of the focused one, shown at once (the browser's
 * title tooltip took a second and said less). Escape hides it until the pointer or focus moves on.
 */
export const BookingCardLayer = memo(function BookingCardLayer(props: {
  readonly gridRef: RefObject<HTMLElement | null>;
  readonly scrollRef: RefObject<HTMLElement | null>;
  readonly entries: readonly TimelineEntry[];
  readonly zone: string;
}) {
  const { gridRef, scrollRef, entries, zone } = props;
  useEffect(() => void loadCard(), []);
  const [hovered, setHovered] = useState<BarAddress | null>(null);
  const [focused, setFocused] = useState<BarAddress | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);
  const shown = dismissed ? null : (hovered ?? focused);
  const subject = cardSubject(entries, shown);

  useEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const over = (e: PointerEvent) => {
      const at = barAddressOf(e.target);
      if (at) setDismissed(false);
      setHovered((was) => (at?.bookingId === was?.bookingId ? was : at));
    };
    const leave = () => setHovered(null);
    const focusIn = (e: FocusEvent) => {
      const at = barAddressOf(e.target);
      if (at) (e.target as HTMLElement).setAttribute('aria-describedby', BOOKING_CARD_ID);
      setDismissed(false);
      setFocused(at);
    };
    const focusOut = (e: FocusEvent) => {
      if (barAddressOf(e.target)) (e.target as HTMLElement).removeAttribute('aria-describedby');
      setFocused(null);
    };
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setDismissed(true);
    };
    grid.addEventListener('pointerover', over);
    grid.addEventListener('pointerleave', leave);
    grid.addEventListener('focusin', focusIn);
    grid.addEventListener('focusout', focusOut);
    // Anywhere: a card shown by the pointer is dismissed without moving the pointer (WCAG 1.4.13).
    window.addEventListener('keydown', key);
    return () => {
      grid.removeEventListener('pointerover', over);
      grid.removeEventListener('pointerleave', leave);
      grid.removeEventListener('focusin', focusIn);
      grid.removeEventListener('focusout', focusOut);
      window.removeEventListener('keydown', key);
    };
  }, [gridRef]);

  // Placed before it is painted, and again as the timeline scrolls under it.
  useLayoutEffect(() => {
    const card = cardRef.current;
    const scroller = scrollRef.current;
    if (!card || !scroller || !shown) return;
    const update = () => {
      const bar = gridRef.current?.querySelector<HTMLElement>(barSelector(shown));
      card.hidden = !bar;
      if (bar) place(card, bar, scroller);
    };
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    // The card's content is a lazy chunk: placed while still empty, it is placed again once it has
    // its size, or it would grow over its bar.
    const sized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    sized?.observe(card);
    return () => {
      scroller.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      sized?.disconnect();
    };
  }, [shown, subject, gridRef, scrollRef]);

  if (!subject) return null;
  return createPortal(
    <div
      ref={cardRef}
      id={BOOKING_CARD_ID}
      role="tooltip"
      className="tl-card"
      data-testid="booking-card"
    >
      <Suspense fallback={null}>
        <BookingCard subject={subject} zone={zone} />
      </Suspense>
    </div>,
    document.body,
  );
});
