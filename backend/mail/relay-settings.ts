/**
 * The company's SMTP relay, as `mail set` saves it: host, port, sender, login name and security in
 * the store; the password only in the OS keychain, under an entry of its own.
 */
import { AppFailure } from '#shared/result';
import type { SecretStore } from '../secrets/secret-store';
import type { Store } from '../store/store';

/** How the connection to the relay is secured. */
export type RelaySecurity = 'starttls' | 'tls' | 'none';

/** The relay's settings; the password is not among them. */
export interface RelaySettings {
  readonly host: string;
  readonly port: number;
  readonly from: string;
  readonly user: string | null;
  readonly security: RelaySecurity;
}

/** The keychain entry the relay's password is kept under (no API key account has this id). */
export const RELAY_PASSWORD_ENTRY = 'mail-relay:smtp-password';

const SETTINGS_KEY = 'mail-relay';

/** True for a host that never leaves this computer: the only place a relay without TLS is allowed. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/** Refuses settings that would send a password or reports in clear text across a network. */
export function checkRelaySettings(settings: RelaySettings): void {
  if (settings.security === 'none' && !isLoopbackHost(settings.host))
    throw new AppFailure(
      'invalid-argument',
      `Security "none" (--security none) is allowed only for a relay on this computer (127.0.0.1, ::1, localhost), not ${settings.host}: use STARTTLS or TLS.`,
    );
}

/** Saves the relay's settings, replacing any earlier ones. */
export function saveRelaySettings(store: Store, settings: RelaySettings): void {
  checkRelaySettings(settings);
  store.write((sql) =>
    sql.run(
      'INSERT OR REPLACE INTO app_settings (key, value) VALUES (?, ?)',
      SETTINGS_KEY,
      JSON.stringify(settings),
    ),
  );
}

/** The saved relay, or null when none is set. */
export function findRelaySettings(store: Store): RelaySettings | null {
  const row = store.read((sql) =>
    sql.get('SELECT value FROM app_settings WHERE key = ?', SETTINGS_KEY),
  );
  return row ? (JSON.parse(String(row.value)) as RelaySettings) : null;
}

/** The saved relay, or a failure saying how to set one. */
export function loadRelaySettings(store: Store): RelaySettings {
  const settings = findRelaySettings(store);
  if (!settings)
    throw new AppFailure(
      'invalid-argument',
      'No mail relay is set. Set it in the app (Schedules, Mail settings) or run "bookings-viewer mail set --host HOST --port PORT --from ADDRESS" first.',
    );
  return settings;
}

/** The relay's password from the keychain, when it wants a login. */
export async function relayPassword(
  settings: RelaySettings,
  secrets: SecretStore,
): Promise<string | null> {
  if (settings.user === null) return null;
  const password = await secrets.get(RELAY_PASSWORD_ENTRY);
  if (password === null)
    throw new AppFailure(
      'auth',
      `No password for ${settings.user} at the mail relay ${settings.host} is in the keychain. Save it in the app's Mail settings, or run "bookings-viewer mail set" again with BOOKINGS_SMTP_PASSWORD set.`,
    );
  return password;
}
