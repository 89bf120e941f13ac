/**
 * `bookings-viewer accounts list|add|remove|hide-names|show-names`: the app's saved accounts, keys in
 * the OS keychain, and whether each one's names are hidden.
 */
import type { AccountSummary, MethodArgs, MethodName, MethodResults } from '#shared/contract';
import { parseCommand, usage } from '../args';
import type { Command } from '../command';
import { API_KEY_ENV } from '../company-options';
import { type CliIo, note } from '../io';
import { writeJson } from '../stream-write';
import { readApiKey } from '../read-key';

const HELP = `Usage:
  bookings-viewer accounts list
  bookings-viewer accounts add --label LABEL --host HOST
  bookings-viewer accounts remove LABEL
  bookings-viewer accounts hide-names LABEL
  bookings-viewer accounts show-names LABEL

The same accounts as the app (its store, bookings-viewer.db in its data folder, or
BOOKINGS_VIEWER_HOME); API keys live in the OS keychain only.

  list                    print the accounts as JSON (never their keys)
  add                     check the host and key against the API, then save the account
    --label LABEL         the account's name, e.g. "Acme"
    --host HOST           the company host, e.g. acme.example.com (no https://)
                          The key is read from ${API_KEY_ENV}, or from stdin (piped, or typed
                          hidden at the prompt). It is never accepted as an argument, because
                          arguments are saved in your shell history and shown to other users in ps.
  remove LABEL            remove the account and its key (label or id)
  hide-names LABEL        from now on, in the app and every command, show each person of the
                          account as a pseudonym ("Person" and a code, the same person always the
                          same code) without e-mail: for works councils; "demo" works too
  show-names LABEL        show the account's names and e-mails again
  -h, --help              show this help`;

/** One contract call on the command's backend. */
type Call = <M extends MethodName>(method: M, args: MethodArgs<M>) => Promise<MethodResults[M]>;

/** An account by its label or id. */
type FindAccount = (labelOrId: string) => Promise<AccountSummary>;

async function withBackend(
  io: CliIo,
  run: (call: Call, find: FindAccount) => Promise<void>,
): Promise<number> {
  // Loaded on use, so that other commands start without the backend.
  const { callBackend, findAccount: find, openBackend } = await import('../session');
  const backend = await openBackend(io);
  const call: Call = (method, args) => callBackend(backend, method, args, io.signal);
  try {
    await run(call, (labelOrId) => find(backend, labelOrId, io.signal));
    return 0;
  } finally {
    await backend.close();
  }
}

/** Manages accounts. */
export const accountsCommand: Command = {
  name: 'accounts',
  summary: 'List, add or remove saved accounts (keys in the OS keychain); hide or show their names',
  help: HELP,
  async run(args: readonly string[], io: CliIo) {
    const { values, positionals } = parseCommand('accounts', args, {
      label: { type: 'string' },
      host: { type: 'string' },
      account: { type: 'string' },
      // Accepted only to refuse them with a reason.
      key: { type: 'string' },
      'api-key': { type: 'string' },
    });
    if (values.key !== undefined || values['api-key'] !== undefined)
      throw usage(
        `The API key is never taken as an argument (it would be saved in your shell history). Set ${API_KEY_ENV} or pipe it on stdin.`,
      );
    const [sub, ...rest] = positionals;
    switch (sub) {
      case 'list':
        if (rest.length > 0) throw usage(`Unexpected argument "${rest[0]}".`);
        return withBackend(io, async (call) => {
          const { accounts, warning } = await call('listAccounts', {});
          await writeJson(io.stdout, accounts);
          if (warning) await note(io, `Warning: ${warning}`);
          for (const account of accounts)
            if ((await call('getSettings', { accountId: account.id })).hideNames)
              await note(io, `Names are hidden for "${account.label}".`);
        });
      case 'add': {
        if (rest.length > 0) throw usage(`Unexpected argument "${rest[0]}".`);
        const { label, host } = values;
        if (!label || !host) throw usage('accounts add needs --label LABEL and --host HOST.');
        const apiKey = await readApiKey(io);
        return withBackend(io, async (call) => {
          const added = await call('addAccount', { label, host, apiKey });
          await writeJson(io.stdout, added);
        });
      }
      case 'remove': {
        const target = rest[0] ?? values.account;
        if (!target || rest.length > 1)
          throw usage('accounts remove needs exactly one LABEL (or id).');
        return withBackend(io, async (call, findAccount) => {
          const account = await findAccount(target);
          await call('removeAccount', { accountId: account.id });
          await note(io, `Removed "${account.label}" and its key.`);
        });
      }
      case 'hide-names':
      case 'show-names': {
        const target = rest[0] ?? values.account;
        if (!target || rest.length > 1)
          throw usage(`accounts ${sub} needs exactly one LABEL (or id).`);
        const hideNames = sub === 'hide-names';
        return withBackend(io, async (call, findAccount) => {
          const account = await findAccount(target);
          await call('updateSettings', { accountId: account.id, hideNames });
          await note(
            io,
            hideNames
              ? `Names are now hidden for "${account.label}": people appear as "Person" and a code, without e-mail, in the app, its files and every command.`
              : `Names are shown again for "${account.label}".`,
          );
        });
      }
      case undefined:
        throw usage('Say what to do: accounts list, add, remove, hide-names or show-names.');
      default:
        throw usage(
          `Unknown accounts command "${sub}". Use list, add, remove, hide-names or show-names.`,
        );
    }
  },
};
