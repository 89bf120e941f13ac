import { formatDuration } from '#shared/view/format';
import { localDateOf } from '#shared/time/zone';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import type { CardSubject } from './booking-card-target';

/** The card's id: the focused bar is described by it. */
export const BOOKING_CARD_ID = 'booking-card';

/** Who, when, bay and tag of one booking: what a bar too short for its text cannot say. */
export function BookingCard(props: { readonly subject: CardSubject; readonly zone: string }) {
  const { subject, zone } = props;
  const { booking } = subject;
  const format = useLocaleFormat();
  const name = booking.user?.name?.trim();
  const email = booking.user?.email?.trim();
  const startDay = localDateOf(zone, booking.startMs);
  // The day it ends on, the last minute of it: a booking that ends at midnight ends that day.
  const endDay = localDateOf(zone, Math.max(booking.startMs, booking.endMs - 1));
  const when =
    startDay === endDay
      ? `${format.shortDate(startDay)}, ${format.timeRange(zone, booking.startMs, booking.endMs)}`
      : `${format.shortDate(startDay)}, ${format.clock(zone, booking.startMs)} – ${format.shortDate(endDay)}, ${format.clock(zone, booking.endMs)}`;
  const duration = formatDuration(booking.endMs - booking.startMs);
  return (
    <>
      <div className="tl-card-name" data-unnamed={name ? undefined : true}>
        {name || 'No name'}
      </div>
      {email && <div className="tl-card-email">{email}</div>}
      <dl className="tl-card-facts">
        <dt>When</dt>
        <dd>
          {when} ({duration})
        </dd>
        <dt>Bay</dt>
        <dd>{subject.bayName}</dd>
        <dt>Tag</dt>
        <dd>{subject.tag ?? 'No tag'}</dd>
      </dl>
    </>
  );
}
