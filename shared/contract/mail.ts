/**
 * The contract's mail relay: its settings read (never the password) and saved (the password written
 * only, into the keychain), and a test message sent through it.
 */
import { z } from 'zod';
import { isEmailAddress, notAnAddress } from '../schedules/address';

const address = z.string().trim().max(320).refine(isEmailAddress, { error: notAnAddress });

/** How the connection to the relay is secured. */
export const relaySecuritySchema = z.enum(['starttls', 'tls', 'none']);

/** The arguments of the mail methods. */
export const mailArgSchemas = {
  getMailSettings: z.object({}),
  saveMailSettings: z.object({
    host: z.string().trim().min(1, 'Give the relay’s host name.').max(253),
    port: z.number().int().min(1).max(65535),
    from: address,
    /** null: the relay takes mail without a login (and any saved password is deleted). */
    user: z.string().trim().min(1).max(200).nullable(),
    security: relaySecuritySchema,
    /** Written only: absent keeps the saved password. */
    password: z.string().min(1).max(1000).optional(),
  }),
  testMailRelay: z.object({ to: address }),
} as const;

/** The relay's settings as the app shows them: never the password, only whether one is saved. */
export interface MailSettings {
  readonly host: string;
  readonly port: number;
  readonly from: string;
  readonly user: string | null;
  readonly security: z.infer<typeof relaySecuritySchema>;
  readonly passwordSaved: boolean;
}

/** What the mail methods resolve to. */
export interface MailResults {
  /** null: no relay is set yet. */
  getMailSettings: { readonly settings: MailSettings | null };
  saveMailSettings: MailSettings;
  testMailRelay: { readonly to: string };
}
