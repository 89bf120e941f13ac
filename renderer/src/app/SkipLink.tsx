import { Trans } from '@lingui/react/macro';
import type { MouseEvent } from 'react';

/** Where the link leads, best first: the timeline's bookings, the timeline, the page's main area. */
const TARGETS = ['[data-booking-index][tabindex="0"]', '[data-testid="timeline-scroll"]'];

function skipToBookings(event: MouseEvent<HTMLAnchorElement>): void {
  event.preventDefault();
  const main = document.getElementById('main-content');
  if (!main) return;
  for (const selector of TARGETS) {
    const target = main.querySelector<HTMLElement>(selector);
    if (target) {
      target.focus();
      return;
    }
  }
  main.focus();
}

/**
 * The first Tab stop of the window, shown only when focused: it takes a keyboard user past the
 * header, the account, zone and theme menus and the list of locations, to the bookings.
 */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main-content" onClick={skipToBookings}>
      <Trans>Skip to the bookings</Trans>
    </a>
  );
}
