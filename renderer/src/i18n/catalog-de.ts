/**
 * The messages of the first screen in this language (every part but LATER_PARTS in catalogs.ts),
 * one chunk loaded before the first render.
 */
import type { Messages } from '@lingui/core';

const parts = import.meta.glob<Messages>(
  [
    '../../locales/de/*.po',
    '!../../locales/de/{insights,trends,people,all-locations,export,sites,site-calendars,account-forms,ahead,schedules,key-list,timeline-zoom}.po',
  ],
  { eager: true, import: 'messages' },
);

/** The first screen's messages, its parts merged. */
export const messages: Messages = Object.assign({}, ...Object.values(parts)) as Messages;
