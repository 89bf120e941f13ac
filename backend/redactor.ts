import { MIN_API_KEY_LENGTH } from '#shared/api/api-key';
import type { AppError } from '#shared/result';

const MASK = '[redacted]';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces each whole occurrence of `key` in `text` with `mask`: one not glued to a letter or digit
 * on either side, so a key that happens to be part of a word ("x" in "nonexistent") leaves it alone.
 */
export function maskKey(text: string, key: string, mask: string): string {
  if (key === '' || !text.includes(key)) return text;
  const whole = new RegExp(`(?<![A-Za-z0-9])${escapeRegExp(key)}(?![A-Za-z0-9])`, 'g');
  return text.replace(whole, mask);
}

/**
 * A last line of defence: remembers the API keys this process has handled (in memory only) and masks
 * them in anything headed for the renderer or a log, even if some error message quoted one.
 */
export interface Redactor {
  remember(secret: string): void;
  forget(secret: string): void;
  scrub(text: string): string;
  scrubError(error: AppError): AppError;
}

/** Creates an empty redactor. */
export function createRedactor(): Redactor {
  const secrets = new Set<string>();
  const scrub = (text: string): string => {
    // Longest first, so a key that contains another is masked whole.
    const longestFirst = [...secrets].sort((a, b) => b.length - a.length);
    return longestFirst.reduce((out, secret) => maskKey(out, secret, MASK), text);
  };
  return {
    remember(secret) {
      const trimmed = secret.trim();
      // Shorter keys are refused before use (apiKeyProblem); masking them would mangle plain words.
      if (trimmed.length >= MIN_API_KEY_LENGTH) secrets.add(trimmed);
    },
    forget(secret) {
      secrets.delete(secret.trim());
    },
    scrub,
    scrubError: (error) => ({ kind: error.kind, message: scrub(error.message) }),
  };
}
