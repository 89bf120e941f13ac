import type { AppError } from '../../shared/result';

const MASK = '[redacted]';
const MIN_SECRET_LENGTH = 4;

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
    let out = text;
    for (const secret of secrets) if (out.includes(secret)) out = out.split(secret).join(MASK);
    return out;
  };
  return {
    remember(secret) {
      const trimmed = secret.trim();
      if (trimmed.length >= MIN_SECRET_LENGTH) secrets.add(trimmed);
    },
    forget(secret) {
      secrets.delete(secret.trim());
    },
    scrub,
    scrubError: (error) => ({ kind: error.kind, message: scrub(error.message) }),
  };
}
