/** A catalog imported from a .po file, compiled by @lingui/vite-plugin. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  /** The catalog's messages, compiled. */
  export const messages: Messages;
}
