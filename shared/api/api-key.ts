/**
 * What an API key must look like before it is sent anywhere. The API does not say how keys are made;
 * a key of a few characters is a typo or a placeholder, and redacting one would mangle unrelated text.
 */

/** The shortest key accepted; the redactor masks only keys at least this long. */
export const MIN_API_KEY_LENGTH = 8;

/** Header values are bytes; anything outside printable ASCII would fail (and be quoted) inside fetch. */
const SENDABLE_KEY = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;

/**
 * Why `key` (already trimmed) cannot be an API key, in words for the person who pasted it; null when
 * it can. With `host`, the words say which host the key was meant for.
 */
export function apiKeyProblem(key: string, host?: string): string | null {
  const forHost = host ? ` for ${host}` : '';
  if (key === '') return `Enter the API key${forHost}.`;
  if (!SENDABLE_KEY.test(key))
    return `The API key${forHost} contains characters that cannot be sent. Paste it again exactly as your administrator gave it.`;
  if (key.length < MIN_API_KEY_LENGTH)
    return `The API key${forHost} is too short (${key.length} character${key.length === 1 ? '' : 's'}): a real key has at least ${MIN_API_KEY_LENGTH}. Paste the whole key your administrator gave you.`;
  return null;
}
