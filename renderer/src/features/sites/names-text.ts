/** Names in a sentence. Pure. */

/** How many names the note lists before "and N more". */
const NAMES_SHOWN = 4;

/** "Harbour Office, Northgate Depot and 3 more". */
export function namesText(names: readonly string[]): string {
  if (names.length <= NAMES_SHOWN + 1) {
    if (names.length <= 1) return names.join('');
    return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  }
  return `${names.slice(0, NAMES_SHOWN).join(', ')} and ${names.length - NAMES_SHOWN} more`;
}
