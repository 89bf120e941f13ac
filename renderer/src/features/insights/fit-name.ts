/** Names shortened to a width, for an axis' labels: whole words where any fit. Pure. */

/**
 * `name` whole when it is at most `maxPx` wide, else its first words and "…", else (a first word
 * too long alone) its first letters and "…". The tooltip and the table give the name whole.
 */
export function fitName(name: string, maxPx: number, measure: (text: string) => number): string {
  if (measure(name) <= maxPx) return name;
  const words = name.split(' ');
  for (let n = words.length - 1; n >= 1; n--) {
    const text = `${words.slice(0, n).join(' ')}…`;
    if (measure(text) <= maxPx) return text;
  }
  const letters = [...name];
  for (let n = letters.length - 1; n >= 1; n--) {
    const text = `${letters.slice(0, n).join('').trimEnd()}…`;
    if (measure(text) <= maxPx) return text;
  }
  return '…';
}
