/** The contract's accounts: what adding one takes, and how the renderer sees one (never its key). */
import { z } from 'zod';
import { id } from './fields';

const label = z.string().trim().min(1, 'Give the account a name.').max(100);
const host = z.string().trim().min(1, 'Enter the company host, e.g. acme.example.com.').max(260);
const apiKey = z.string().trim().min(1, 'Enter the API key.').max(4096);

/** The arguments of the account methods. */
export const accountArgSchemas = {
  listAccounts: z.object({}),
  testConnection: z.object({ host, apiKey }),
  addAccount: z.object({ label, host, apiKey }),
  renameAccount: z.object({ accountId: id, label }),
  removeAccount: z.object({ accountId: id }),
  testAccount: z.object({ accountId: id }),
} as const;

/** An account as the renderer sees it: never the key. */
export interface AccountSummary {
  readonly id: string;
  readonly label: string;
  readonly host: string;
  readonly createdAt: string;
  /** The built-in demo company: always listed, cannot be renamed or removed. */
  readonly isDemo: boolean;
}

/** The accounts, and a warning when what the app had saved could not all be read. */
export interface AccountList {
  readonly accounts: readonly AccountSummary[];
  readonly warning: string | null;
}

/** What the account methods resolve to. */
export interface AccountResults {
  listAccounts: AccountList;
  testConnection: { readonly locationCount: number };
  addAccount: AccountSummary;
  renameAccount: AccountSummary;
  removeAccount: null;
  testAccount: { readonly locationCount: number };
}
