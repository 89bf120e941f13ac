/**
 * JSON for a terminal: the same value as JSON.stringify gives, with every character a terminal may
 * act on written as a \uXXXX escape. JSON.stringify escapes C0 controls but leaves DEL, C1 (CSI
 * 0x9B, OSC 0x9D, …), bidi controls and the line and paragraph separators raw; the API's data can
 * hold any of them, and `| jq` or a plain `cat` would show them to a terminal as they are.
 */

/**
 * DEL and C1; the bidi controls (ALM, LRM/RLM, LRE/RLE/PDF/LRO/RLO, the isolates); LS and PS. Outside
 * strings JSON is ASCII without controls, so each one found is inside a string, where an escape
 * stands for the very same character.
 */
const RAW_IN_JSON = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const escaped = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** `value` as JSON (indented by `indent` spaces, 0 for one line) that parses to the same value and holds no terminal control. */
export function terminalSafeJson(value: unknown, indent = 2): string {
  return (JSON.stringify(value, null, indent) ?? 'null').replace(RAW_IN_JSON, escaped);
}
