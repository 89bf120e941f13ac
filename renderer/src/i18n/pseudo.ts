/**
 * The pseudo-language: every message of the English catalog marked ⟦…⟧ and about 40% longer, with
 * its letters accented, so a test sees at once text that did not come from a catalog, and labels
 * that a longer language would cut.
 */
import type { Messages } from '@lingui/core';

type Token = string | readonly unknown[];

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  c: 'ç',
  n: 'ñ',
  y: 'ý',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  C: 'Ç',
  N: 'Ñ',
  Y: 'Ý',
};

/** Accents letters outside the rich-text tags (<0>, </0>, <1/>) the Trans component fills. */
function accent(text: string): string {
  return text
    .split(/(<\/?\d+\/?>)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[a-zA-Z]/g, (ch) => ACCENTED[ch] ?? ch)))
    .join('');
}

function visibleLength(tokens: readonly Token[]): number {
  let length = 0;
  for (const token of tokens) if (typeof token === 'string') length += token.length;
  return length;
}

function pseudoToken(token: Token): Token {
  if (typeof token === 'string') return token === '#' ? token : accent(token);
  const [name, kind, options] = token;
  if (kind !== undefined && options !== null && typeof options === 'object') {
    const branches: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(options as Record<string, unknown>)) {
      branches[key] = Array.isArray(value) ? (value as Token[]).map(pseudoToken) : value;
    }
    return [name, kind, branches];
  }
  return token;
}

/** One message of the pseudo-language, from its English. */
export function pseudoMessage(message: unknown): Token[] {
  const tokens: readonly Token[] = typeof message === 'string' ? [message] : (message as Token[]);
  const padding = '·'.repeat(Math.max(1, Math.round(visibleLength(tokens) * 0.4)));
  return ['⟦', ...tokens.map(pseudoToken), `${padding}⟧`];
}

/** The pseudo-language's catalog, from the English one. */
export function pseudoCatalog(english: Messages): Messages {
  const pseudo: Record<string, unknown> = {};
  for (const [id, message] of Object.entries(english)) pseudo[id] = pseudoMessage(message);
  return pseudo as Messages;
}
