/**
 * JSON parsing with UTF-8 decoding left to the string values that need it. Decoding a whole
 * bookings answer to UTF-16 before parsing costs about as much as the parse itself (measured in
 * bench/README.md), and one non-ASCII name makes the whole text two bytes a character. Read as latin1 instead (one character
 * per byte, a plain copy), the JSON parses to the same structure: a multi-byte UTF-8 sequence never
 * contains a quote, a backslash or any other ASCII byte. Each string value then holds its own UTF-8
 * bytes, and the normaliser decodes the few that have any byte over 0x7F (names, which repeat and
 * are memoised). A `\u` escape would put a real character among the bytes, so a body with any
 * takes the ordinary path.
 */
import { Buffer } from 'node:buffer';
import { type TextDecoding, textAsIs } from '#shared/api/raw-values';
import { failures } from './errors';
import { parseJsonBody, UTF8_BOM_LENGTH, startsWithBom } from './http';

/** A parsed body and how to turn its string values into text. */
export interface DeferredUtf8Json {
  readonly json: unknown;
  readonly decodeText: TextDecoding;
}

const HIGH_BYTE = /[\x80-\xff]/;
/** Distinct non-ASCII values remembered; a location's names and bays are far fewer. */
const MAX_MEMO = 50_000;

/** Returns a parser whose memo of decoded values lasts as long as it does (one client). */
export function createDeferredUtf8Parser(): (body: Uint8Array, host: string) => DeferredUtf8Json {
  const memo = new Map<string, string>();
  const decodeText: TextDecoding = (raw) => {
    if (!HIGH_BYTE.test(raw)) return raw;
    let text = memo.get(raw);
    if (text === undefined) {
      text = Buffer.from(raw, 'latin1').toString('utf8');
      if (memo.size >= MAX_MEMO) memo.clear();
      memo.set(raw, text);
    }
    return text;
  };
  return (body, host) => {
    const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    if (bytes.includes('\\u')) return { json: parseJsonBody(body, host), decodeText: textAsIs };
    const latin1 = bytes.toString('latin1', startsWithBom(body) ? UTF8_BOM_LENGTH : 0);
    try {
      return { json: JSON.parse(latin1), decodeText };
    } catch {
      throw failures.invalidResponse(host);
    }
  };
}
