import { useLingui } from '@lingui/react/macro';
import { localDateOf } from '#shared/time/zone';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { durationText } from '../bookings/duration-text';
import type { CardSubject } from './booking-card-target';

/** Who, when, bay and tag of one booking: what a bar too short for its text cannot say. */
export function BookingCard(props: { readonly subject: CardSubject; readonly zone: string }) {
  const { subject, zone } = props;
  const { booking } = subject;
  const format = useLocaleFormat();
  const { t, i18n } = useLingui();
  const name = booking.user?.name?.trim();
  const email = booking.user?.email?.trim();
  const startDay = localDateOf(zone, booking.startMs);
  // The day it ends on, the last minute of it: a booking that ends at midnight ends that day.
  const endDay = localDateOf(zone, Math.max(booking.startMs, booking.endMs - 1));
  const when =
    startDay === endDay
      ? `${format.shortDate(startDay)}, ${format.timeRange(zone, booking.startMs, booking.endMs)}`
      : `${format.shortDate(startDay)}, ${format.clock(zone, booking.startMs)} – ${format.shortDate(endDay)}, ${format.clock(zone, booking.endMs)}`;
  const duration = durationText(i18n, booking.endMs - booking.startMs);
  return (
    <>
      <div className="tl-card-name" data-unnamed={name ? undefined : true}>
        {name || t`No name`}
      </div>
      {email && <div className="tl-card-email">{email}</div>}
      <dl className="tl-card-facts">
        <dt>{t`When`}</dt>
        <dd>
          {when} ({duration})
        </dd>
        <dt>{t`Bay`}</dt>
        <dd>{subject.bayName ?? t`Unnamed bay`}</dd>
        <dt>{t`Tag`}</dt>
        <dd>{subject.tag ?? t`No tag`}</dd>
      </dl>
    </>
  );
}
