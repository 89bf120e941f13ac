import type { Handlers, MailSettings } from '#shared/contract';
import { AppFailure } from '#shared/result';
import {
  checkRelaySettings,
  findRelaySettings,
  loadRelaySettings,
  RELAY_PASSWORD_ENTRY,
  relayPassword,
  saveRelaySettings,
  type RelaySettings,
} from '../mail/relay-settings';
import type { HandlerContext } from './context';

type MailHandlers = Pick<Handlers, 'getMailSettings' | 'saveMailSettings' | 'testMailRelay'>;

/**
 * The relay's settings as `mail set` keeps them (the store, and the password in the keychain) and
 * `mail test`. The password goes in and never comes out: only whether one is saved.
 */
export function createMailHandlers(ctx: HandlerContext): MailHandlers {
  const { db, secrets } = ctx;
  const shown = async (settings: RelaySettings): Promise<MailSettings> => ({
    ...settings,
    passwordSaved:
      settings.user !== null &&
      (await secrets.get(RELAY_PASSWORD_ENTRY).catch(() => null)) !== null,
  });
  return {
    async getMailSettings() {
      const settings = findRelaySettings(db);
      return { settings: settings ? await shown(settings) : null };
    },
    async saveMailSettings({ password, ...settings }) {
      checkRelaySettings(settings);
      if (settings.user !== null && password === undefined) {
        const saved = await secrets.get(RELAY_PASSWORD_ENTRY);
        if (saved === null)
          throw new AppFailure(
            'invalid-argument',
            `Give the password of ${settings.user} at the mail relay: none is saved yet.`,
          );
      }
      // The password first: a keychain that refuses it leaves the earlier settings as they were.
      if (settings.user === null) await secrets.delete(RELAY_PASSWORD_ENTRY).catch(() => false);
      else if (password !== undefined) await secrets.set(RELAY_PASSWORD_ENTRY, password);
      saveRelaySettings(db, settings);
      return shown(settings);
    },
    async testMailRelay({ to }) {
      const relay = loadRelaySettings(db);
      const password = await relayPassword(relay, secrets);
      // Loaded on use: nodemailer is not needed until a message is sent.
      const { sendMail } = await import('../mail/send-mail');
      await sendMail(relay, password, {
        to: [to],
        subject: 'Bookings Viewer: test message',
        text: `This message was sent through ${relay.host}:${relay.port} to check that scheduled reports can be sent.\n`,
        attachments: [],
      });
      return { to };
    },
  };
}
