import { Suspense } from 'react';
import type { Booking } from '#shared/model';
import type { BayRow } from '#shared/view/rows';
import type { ShownExport } from '../export/use-export-run';
import { lazyNamed } from '../../ui/lazy-named';

// Chunks of their own, loaded when the user first exports or opens a booking.
const ExportDialog = lazyNamed(() => import('../export/ExportDialog'), 'ExportDialog', {
  laterMessages: true,
});
const BookingDetails = lazyNamed(() => import('./BookingDetails'), 'BookingDetails');

/** The tag of the open booking's bay, as the timeline's rows know it (a booking's bay may lack it). */
function bayTagOf(booking: Booking | null, bayRows: readonly BayRow[]): string | null {
  const bayId = booking?.bay?.id;
  if (!bayId) return null;
  return bayRows.find((r) => r.bay.id === bayId)?.bay.tag ?? null;
}

/** What opens over the bookings page: a booking's details, and the export dialog. */
export function BookingsOverlays(props: {
  /** Mounted (closed) once the first screen is shown or a booking was opened, then kept. */
  readonly detailsMounted: boolean;
  readonly openBooking: Booking | null;
  readonly bayRows: readonly BayRow[];
  readonly zone: string;
  readonly onCloseBooking: () => void;
  /** What the export dialog exports; null while it is closed. */
  readonly exporting: ShownExport | null;
  readonly onCloseExport: () => void;
}) {
  const { openBooking, exporting } = props;
  return (
    <>
      {props.detailsMounted && (
        <Suspense fallback={null}>
          <BookingDetails
            booking={openBooking}
            zone={props.zone}
            bayTag={bayTagOf(openBooking, props.bayRows)}
            onClose={props.onCloseBooking}
          />
        </Suspense>
      )}
      {exporting && (
        <Suspense fallback={null}>
          <ExportDialog opened onClose={props.onCloseExport} shown={exporting} />
        </Suspense>
      )}
    </>
  );
}
