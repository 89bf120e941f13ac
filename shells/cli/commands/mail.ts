/** `bookings-viewer mail`: the company's SMTP relay that scheduled reports are sent through. */
import { AppFailure } from '#shared/result';
import {
  checkRelaySettings,
  loadRelaySettings,
  RELAY_PASSWORD_ENTRY,
  relayPassword,
  saveRelaySettings,
  type RelaySecurity,
  type RelaySettings,
} from '#backend/mail/relay-settings';
import { parseCommand, usage } from '../args';
import type { Command } from '../command';
import { EXIT } from '../exit-codes';
import type { CliIo } from '../io';
import { readHidden, readPiped } from '../read-key';
import { withLocalState } from '../schedules/local-store';
import { recipientsOf } from '../schedules/schedule-options';

/** The environment variable `mail set` reads the relay's password from. */
export const SMTP_PASSWORD_ENV = 'BOOKINGS_SMTP_PASSWORD';

const HELP = `Usage: bookings-viewer mail set --host HOST --port N --from ADDRESS [--user USER] [--security starttls|tls|none]
       bookings-viewer mail test --to ADDRESS

set     saves the company's SMTP relay, which scheduled reports are sent through. With --user, the
        password is read from the ${SMTP_PASSWORD_ENV} environment variable or standard input
        and kept in the OS keychain, never in a file.
test    sends a short message through the relay to ADDRESS.

Options:
  --host HOST             the relay's host name
  --port N                its port (587 for STARTTLS, 465 for TLS, 25)
  --from ADDRESS          the sender of the reports
  --user USER             the login name, when the relay wants a login
  --security MODE         starttls (default), tls, or none (only for a relay on this computer);
                          a company certificate authority is taken from NODE_EXTRA_CA_CERTS
  --to ADDRESS            (test) who receives the test message
  -h, --help              show this help

Exit codes: 4 when the relay cannot be reached, 3 when it refuses the login.`;

function securityOf(value: string | undefined): RelaySecurity {
  if (value === undefined) return 'starttls';
  if (value === 'starttls' || value === 'tls' || value === 'none') return value;
  throw usage(`--security must be starttls, tls or none, not "${value}".`);
}

function portOf(value: string | undefined): number {
  const port = Number(value);
  if (value === undefined || !/^\d+$/.test(value) || port < 1 || port > 65535)
    throw usage("Give the relay's port with --port N (1 to 65535), e.g. --port 587.");
  return port;
}

async function passwordOf(io: CliIo): Promise<string> {
  const fromEnv = io.env[SMTP_PASSWORD_ENV];
  const password = fromEnv
    ? fromEnv
    : io.stdinIsTTY
      ? await readHidden(io, 'Mail relay password (typing is hidden): ')
      : await readPiped(io);
  if (!password)
    throw usage(
      `No password: set ${SMTP_PASSWORD_ENV} or pipe it on standard input (never as an argument).`,
    );
  return password;
}

async function setRelay(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommand('mail', args, {
    host: { type: 'string' },
    port: { type: 'string' },
    from: { type: 'string' },
    user: { type: 'string' },
    security: { type: 'string' },
  });
  if (positionals.length > 0) throw usage(`Unexpected argument "${positionals[0]}".`);
  if (!values.host) throw usage('Give the relay with --host HOST.');
  const [from] = recipientsOf(values.from, '--from');
  const settings: RelaySettings = {
    host: values.host.trim(),
    port: portOf(values.port),
    from: from as string,
    user: values.user?.trim() || null,
    security: securityOf(values.security),
  };
  const password = settings.user !== null ? await passwordOf(io) : null;
  await withLocalState(io, async ({ store, secrets }) => {
    checkRelaySettings(settings);
    // The password first: a keychain that refuses it leaves the earlier settings as they were.
    if (password !== null) await secrets.set(RELAY_PASSWORD_ENTRY, password);
    else await secrets.delete(RELAY_PASSWORD_ENTRY).catch(() => false);
    saveRelaySettings(store, settings);
  });
  await io.stderr.line(
    `Saved the mail relay ${settings.host}:${settings.port} (${settings.security})${settings.user ? `, logging in as ${settings.user}; the password is in the keychain` : ''}.`,
  );
  return EXIT.ok;
}

async function testRelay(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommand('mail', args, { to: { type: 'string' } });
  if (positionals.length > 0) throw usage(`Unexpected argument "${positionals[0]}".`);
  const to = recipientsOf(values.to, '--to');
  const { sendMail } = await import('#backend/mail/send-mail');
  await withLocalState(io, async ({ store, secrets }) => {
    const relay = loadRelaySettings(store);
    const password = await relayPassword(relay, secrets);
    await sendMail(relay, password, {
      to,
      subject: 'Bookings Viewer: test message',
      text: `This message was sent through ${relay.host}:${relay.port} to check that scheduled reports can be sent.\n`,
      attachments: [],
    });
    await io.stderr.line(
      `Sent a test message through ${relay.host}:${relay.port} to ${to.join(', ')}.`,
    );
  });
  return EXIT.ok;
}

/** Sets and tests the mail relay. */
export const mailCommand: Command = {
  name: 'mail',
  summary: 'Set the SMTP relay scheduled reports are sent through, and test it',
  help: HELP,
  async run(args: readonly string[], io: CliIo) {
    const [action, ...rest] = args;
    if (action === 'set') return setRelay(rest, io);
    if (action === 'test') return testRelay(rest, io);
    throw new AppFailure(
      'invalid-argument',
      `mail takes set or test${action ? `, not "${action}"` : ''}. Run "bookings-viewer mail --help".`,
    );
  },
};
