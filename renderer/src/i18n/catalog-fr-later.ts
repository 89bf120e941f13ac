/** The messages of the views opened later (Insights, Trends, All locations, exports) in this language. */
import type { Messages } from '@lingui/core';

const parts = import.meta.glob<Messages>(
  '../../locales/fr/{insights,trends,people,all-locations,export,sites,site-calendars,account-forms,ahead,schedules,key-list,timeline-zoom}.po',
  {
    eager: true,
    import: 'messages',
  },
);

/** The later views' messages, their parts merged. */
export const messages: Messages = Object.assign({}, ...Object.values(parts)) as Messages;
