/** Every message of the interface in this language: its parts (renderer/locales/de/*.po) in one chunk. */
import type { Messages } from '@lingui/core';

const parts = import.meta.glob<Messages>('../../locales/de/*.po', {
  eager: true,
  import: 'messages',
});

/** The language's messages, every part merged. */
export const messages: Messages = Object.assign({}, ...Object.values(parts)) as Messages;
