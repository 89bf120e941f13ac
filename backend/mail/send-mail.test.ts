// Sending through a real SMTP server on loopback: a login, a refused login, a relay down or that
// drops the connection, a certificate not trusted, and a relay without TLS only on loopback.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePrivateCa, type PrivateCa } from '../api/testing/private-ca';
import type { RelaySettings } from './relay-settings';
import { checkRelaySettings } from './relay-settings';
import { sendMail } from './send-mail';
import { downPort, startDroppingRelay, startTestRelay } from './testing/smtp-relay';

let dir = '';
let ca: PrivateCa;
let attachment = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bv-mail-'));
  ca = await makePrivateCa(dir, ['localhost']);
  attachment = join(dir, 'report.csv');
  await writeFile(attachment, 'a,b\n1,2\n');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const relayAt = (port: number, more: Partial<RelaySettings> = {}): RelaySettings => ({
  host: '127.0.0.1',
  port,
  from: 'reports@acme.test',
  user: 'reports',
  security: 'none',
  ...more,
});
const mail = {
  to: ['ann@acme.test', 'bob@acme.test'],
  subject: 'Weekly sites',
  text: 'Hello',
  attachments: [{ filename: 'report.csv', path: '' }],
};
const withFile = () => ({ ...mail, attachments: [{ filename: 'report.csv', path: attachment }] });

describe('sendMail', () => {
  it('logs in and delivers one message to both, with the file attached', async () => {
    const relay = await startTestRelay({ login: { user: 'reports', password: 's3cret' } });
    try {
      await sendMail(relayAt(relay.port), 's3cret', withFile());
      expect(relay.received).toHaveLength(1);
      expect(relay.received[0]?.to).toEqual(['ann@acme.test', 'bob@acme.test']);
      const parsed = await simpleParser(relay.received[0]!.raw);
      expect(parsed.subject).toBe('Weekly sites');
      expect(parsed.attachments[0]?.filename).toBe('report.csv');
      expect(parsed.attachments[0]?.content.toString()).toBe('a,b\n1,2\n');
    } finally {
      await relay.close();
    }
  });

  it('says a refused login is an authentication failure naming the relay', async () => {
    const relay = await startTestRelay({ login: { user: 'reports', password: 's3cret' } });
    try {
      await expect(sendMail(relayAt(relay.port), 'wrong', withFile())).rejects.toMatchObject({
        kind: 'auth',
        message: expect.stringContaining(`127.0.0.1:${relay.port} refused the login of reports`),
      });
      expect(relay.received).toEqual([]);
    } finally {
      await relay.close();
    }
  });

  it('says a relay that is down or drops the connection cannot be reached', async () => {
    const port = await downPort();
    await expect(sendMail(relayAt(port), 'x', withFile())).rejects.toMatchObject({
      kind: 'network',
      message: expect.stringContaining(`Could not reach the mail relay 127.0.0.1:${port}`),
    });
    const dropping = await startDroppingRelay();
    try {
      await expect(sendMail(relayAt(dropping.port), 'x', withFile())).rejects.toMatchObject({
        kind: 'network',
      });
    } finally {
      await dropping.close();
    }
  });

  it('refuses a STARTTLS relay whose certificate no trusted authority signed', async () => {
    const relay = await startTestRelay({
      tls: { key: ca.serverKey, cert: ca.serverCert },
      login: { user: 'reports', password: 's3cret' },
    });
    try {
      await expect(
        sendMail(relayAt(relay.port, { security: 'starttls' }), 's3cret', withFile()),
      ).rejects.toMatchObject({
        kind: 'tls',
        message: expect.stringContaining('NODE_EXTRA_CA_CERTS'),
      });
      expect(relay.received).toEqual([]);
    } finally {
      await relay.close();
    }
  });

  it('allows no TLS only to a relay on this computer', () => {
    expect(() => checkRelaySettings(relayAt(25, { host: 'smtp.acme.test' }))).toThrow(
      /only for a relay on this computer/,
    );
    expect(() => checkRelaySettings(relayAt(25, { host: 'localhost' }))).not.toThrow();
  });
});
