import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import type { Booking } from '#shared/model';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';

/** What a bar needs to draw itself. */
export interface BookingBarProps {
  readonly booking: Booking;
  /** Its index among the bay's bookings: arrow keys move by it. */
  readonly index: number;
  readonly zone: string;
  /** From the end of the bar before it in its lane (or the lane's start): bars flow in a lane. */
  readonly gap: number;
  readonly width: number;
  readonly height: number;
  readonly selected: boolean;
  readonly onOpen: (booking: Booking) => void;
}

/** One booking on the timeline: a button labelled with the user's name, or a dash when there is none. */
export const BookingBar = memo(function BookingBar(props: BookingBarProps) {
  const { booking, index, zone, gap, width, height, selected, onOpen } = props;
  const name = booking.user?.name?.trim() || '—';
  const range = useLocaleFormat().timeRange(zone, booking.startMs, booking.endMs);
  const { t } = useLingui();
  // Only when name and times both fit (about 6.5 px a character at 12 px): a clipped time misleads.
  const showTime = height >= 18 && width > 24 + (name.length + range.length + 2) * 6.5;
  return (
    <button
      type="button"
      className="tl-bar"
      data-selected={selected || undefined}
      data-testid="booking-bar"
      data-booking-index={index}
      data-booking-id={booking.id}
      // The timeline gives one bar at a time the tab stop (use-roving-tab-stop.ts).
      tabIndex={-1}
      style={{ marginLeft: gap, width }}
      // Starts with the visible text, as the label-content-name rule asks.
      aria-label={name === '—' ? t`— ${range}, no name` : `${name} ${range}`}
      onClick={() => onOpen(booking)}
    >
      {width > 36 && (
        <span className="tl-bar-text">
          <span className="tl-bar-name">{name}</span>{' '}
          {showTime && <span className="tl-bar-time">{range}</span>}
        </span>
      )}
    </button>
  );
});
