/** Names in a sentence, in the interface's language. Pure. */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/** How many names the note lists before "and N more". */
const NAMES_SHOWN = 4;

/** "Harbour Office, Northgate Depot and 3 more". */
export function namesText(i18n: I18n, names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  if (names.length <= NAMES_SHOWN + 1) {
    const listed = names.slice(0, -1).join(', ');
    const last = names[names.length - 1] ?? '';
    return i18n._(msg`${listed} and ${last}`);
  }
  const listed = names.slice(0, NAMES_SHOWN).join(', ');
  const more = names.length - NAMES_SHOWN;
  return i18n._(msg`${listed} and ${plural(more, { one: '# more', other: '# more' })}`);
}
