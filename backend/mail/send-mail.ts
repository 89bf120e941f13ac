/**
 * Sends one message through the company's relay with nodemailer. The company's CA is honoured as for
 * the API (NODE_EXTRA_CA_CERTS, and the OS store); a failure becomes one the person can act on,
 * naming the relay: unreachable is 'network', a refused login is 'auth', a bad certificate is 'tls'.
 */
import { AppFailure, type ErrorKind } from '#shared/result';
import { trustSystemCertificates } from '../api/node-fetch';
import type { RelaySettings } from './relay-settings';
import { checkRelaySettings } from './relay-settings';

/** One message to send, with its attachments as files on disk. */
export interface OutgoingMail {
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly attachments: readonly { readonly filename: string; readonly path: string }[];
}

interface MailError {
  readonly code?: string;
  readonly responseCode?: number;
  readonly response?: string;
  readonly message?: string;
}

const TLS_TROUBLE = /certificate|self[- ]signed|unable to verify|SSL|TLS|handshake/i;

/** The failure a nodemailer error stands for, with what to do about it. */
export function mailFailure(error: unknown, relay: RelaySettings): AppFailure {
  const e = (error ?? {}) as MailError;
  const where = `the mail relay ${relay.host}:${relay.port}`;
  const detail = (e.response ?? e.message ?? 'no answer').slice(0, 200);
  const fail = (kind: ErrorKind, text: string) => new AppFailure(kind, text);
  if (e.code === 'EAUTH')
    return fail(
      'auth',
      `${where} refused the login of ${relay.user ?? '(no user)'} (${detail}). Check the user and save the right password (the app's Mail settings, or "bookings-viewer mail set").`,
    );
  if (e.code === 'ETLS' || (e.code === 'ESOCKET' && TLS_TROUBLE.test(detail)))
    return fail(
      'tls',
      `The secure connection to ${where} failed (${detail}). Check --security (starttls or tls) and the port; for a company certificate authority set NODE_EXTRA_CA_CERTS.`,
    );
  if (e.code === 'EENVELOPE' || e.code === 'EMESSAGE' || e.code === 'EPROTOCOL')
    return fail('server', `${where} refused the message (${detail}). Ask its administrator.`);
  return fail(
    'network',
    `Could not reach ${where} (${detail}). Check the host and port and that the relay is running; the report stays due and is sent on the next run.`,
  );
}

/** Sends `mail` through the relay; throws the failure mailFailure describes. */
export async function sendMail(
  relay: RelaySettings,
  password: string | null,
  mail: OutgoingMail,
): Promise<void> {
  checkRelaySettings(relay);
  if (relay.security !== 'none') trustSystemCertificates();
  // Loaded on use: the other commands never pay for it.
  const nodemailer = await import('nodemailer');
  const transport = nodemailer.createTransport({
    host: relay.host,
    port: relay.port,
    secure: relay.security === 'tls',
    requireTLS: relay.security === 'starttls',
    ignoreTLS: relay.security === 'none',
    auth: relay.user !== null ? { user: relay.user, pass: password ?? '' } : undefined,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  try {
    await transport.sendMail({
      from: relay.from,
      to: [...mail.to],
      subject: mail.subject,
      text: mail.text,
      attachments: mail.attachments.map((a) => ({ filename: a.filename, path: a.path })),
    });
  } catch (error) {
    throw mailFailure(error, relay);
  } finally {
    transport.close();
  }
}
