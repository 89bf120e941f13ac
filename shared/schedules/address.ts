/** The one check of an e-mail address a schedule or the relay is given, for the app and the command line. */

const ADDRESS = /^[^\s@,<>;]+@[^\s@,<>;]+\.[^\s@,<>;]+$/;

/** True for something that reads as one e-mail address (name@domain.tld, no spaces or separators). */
export function isEmailAddress(text: string): boolean {
  return ADDRESS.test(text);
}

/** The words for an address that is not one, naming it (as zod's error callback takes them). */
export function notAnAddress(issue: { readonly input?: unknown }): string {
  return `"${String(issue.input ?? '').slice(0, 100)}" is not an e-mail address.`;
}
