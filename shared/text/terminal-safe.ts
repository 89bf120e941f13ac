/**
 * Text shown to a person on a terminal, whatever its source (the API, argv, a file), made unable to
 * act on that terminal: no escape sequence (clearing the screen, recolouring, OSC 8 links, setting
 * the title), no carriage return drawing over a line, no bidi override reordering what is read.
 */

/**
 * Bidi controls: invisible, and they change only the order text is displayed in, so they are
 * dropped (ALM, LRM/RLM, LRE/RLE/PDF/LRO/RLO, the isolates).
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Line breaks and tabs, with the blanks around them: one space, so the words on either side stay
 * apart and the text stays one line (NEL, LS and PS break lines in some terminals and logs too).
 */
const BREAKS = /\s*[\t\n\v\f\r\u0085\u2028\u2029]+\s*/g;

/**
 * Every other control a terminal may act on: C0 (ESC, BEL, BS, …), DEL, and C1 (CSI 0x9B, OSC
 * 0x9D, …). Each shows as U+FFFD, so a reader sees that something unprintable was there.
 */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;

/** `text` as one line a terminal shows as text and nothing else. Idempotent. */
export function terminalSafeLine(text: string): string {
  return text.replace(BIDI_CONTROLS, '').replace(BREAKS, ' ').replace(CONTROLS, '\ufffd');
}
