/**
 * The command line's way into the backend: one backend per command, built by the same composition
 * root as the app's shells, and one account to work on. `--account LABEL` opens the saved accounts
 * (the key comes from the keychain); `--base-url URL` opens an account held for this command only,
 * with the key from BOOKINGS_API_KEY and no keychain, accounts or settings of the person's.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AccountSummary, MethodArgs, MethodName, MethodResults } from '#shared/contract';
import { AppFailure } from '#shared/result';
import { SESSION_ACCOUNT_ID } from '../../backend/accounts/account-directory';
import { type Backend, createBackend } from '../../backend/backend';
import { nodePlatformDefaults, type FileHost } from '../../backend/platform';
import { createNoSecretStore } from '../../backend/secrets/no-secret-store';
import { targetFromBaseUrl } from './base-url';
import {
  baseUrlKey,
  checkCompanyOptions,
  type CompanyOptionValues,
  maxResponseBytesOf,
} from './company-options';
import { type CliIo, note } from './io';

/** An open backend and the account a command works on. */
export interface Session {
  readonly backend: Backend;
  /** The account's id in this backend (SESSION_ACCOUNT_ID for --base-url). */
  readonly accountId: string;
  /** Calls one contract method through the backend's dispatch; throws the AppFailure it returned. */
  call<M extends MethodName>(method: M, args: MethodArgs<M>): Promise<MethodResults[M]>;
  close(): Promise<void>;
}

/** Where a command's files go: the --out path it was given, asked for once the backend suggests a name. */
export type SaveTarget = () => string | null;

/** Calls one contract method; resolves to its value or throws the AppFailure it returned. */
export async function callBackend<M extends MethodName>(
  backend: Backend,
  method: M,
  args: MethodArgs<M>,
  signal: AbortSignal,
): Promise<MethodResults[M]> {
  const result = await backend.dispatch(method, args, signal);
  if (!result.ok) throw new AppFailure(result.error.kind, result.error.message);
  return result.value as MethodResults[M];
}

/** The command line's files: written straight to --out, never asked for in a dialog. */
function cliFiles(saveTarget: SaveTarget | undefined): FileHost {
  return { chooseSaveTarget: async () => saveTarget?.() ?? null };
}

/**
 * Opens the backend over the person's data folder and keychain, as the app does; with
 * `maxResponseBytes` (--max-response-mb), answers are read up to that instead of the environment's limit.
 */
export function openBackend(
  io: CliIo,
  saveTarget?: SaveTarget,
  maxResponseBytes?: number,
): Promise<Backend> {
  const defaults = nodePlatformDefaults(io.env);
  return createBackend({
    ...defaults,
    shell: 'cli',
    fetch: io.fetch ?? defaults.fetch,
    maxResponseBytes: maxResponseBytes ?? defaults.maxResponseBytes,
    files: cliFiles(saveTarget),
  });
}

/** Finds an account by its label (case-insensitive) or id; "demo" names the built-in demo company. */
export async function findAccount(
  backend: Backend,
  labelOrId: string,
  signal: AbortSignal,
): Promise<AccountSummary> {
  const { accounts } = await callBackend(backend, 'listAccounts', {}, signal);
  const wanted = labelOrId.trim();
  const byId = accounts.find((a) => a.id === wanted);
  if (byId) return byId;
  const byLabel = accounts.filter((a) => a.label.toLowerCase() === wanted.toLowerCase());
  if (byLabel.length === 1) return byLabel[0] as AccountSummary;
  if (byLabel.length > 1)
    throw new AppFailure(
      'invalid-argument',
      `Several accounts are labelled "${wanted}"; use the id instead (${byLabel.map((a) => a.id).join(', ')}).`,
    );
  throw new AppFailure(
    'not-found',
    `No account "${wanted}". Run "bookings-viewer accounts list" to see them.`,
  );
}

/** A backend holding only the --base-url account, over a data folder of its own removed at the end. */
async function openBaseUrlBackend(
  baseUrl: string,
  io: CliIo,
  saveTarget: SaveTarget | undefined,
  maxResponseBytes: number | undefined,
): Promise<{ backend: Backend; cleanUp: () => Promise<void> }> {
  const target = targetFromBaseUrl(baseUrl);
  const apiKey = baseUrlKey(io);
  const dataDir = await mkdtemp(join(tmpdir(), 'bookings-viewer-cli-'));
  const cleanUp = () => rm(dataDir, { recursive: true, force: true });
  const defaults = nodePlatformDefaults(io.env);
  try {
    const backend = await createBackend({
      ...defaults,
      shell: 'cli',
      dataDir,
      secretStore: createNoSecretStore(),
      fetch: io.fetch ?? defaults.fetch,
      maxResponseBytes: maxResponseBytes ?? defaults.maxResponseBytes,
      files: cliFiles(saveTarget),
      demo: { enabled: false },
      sessionAccount: { ...target, apiKey },
    });
    return { backend, cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** The words the command line says whenever it reads a company whose names are hidden. */
const NAMES_HIDDEN_NOTE =
  'Names are hidden for this account: people appear as "Person" and a code, without e-mail.';

/** Says on stderr when the account hides names, so nobody takes the pseudonyms for a fault. */
async function noteHiddenNames(backend: Backend, accountId: string, io: CliIo): Promise<void> {
  const { hideNames, namesNotice } = await callBackend(
    backend,
    'getSettings',
    { accountId },
    io.signal,
  );
  if (namesNotice) await note(io, `Note: ${namesNotice.message}`);
  else if (hideNames) await note(io, `Note: ${NAMES_HIDDEN_NOTE}`);
}

/** Opens the company the options name. */
export async function openSession(
  values: CompanyOptionValues,
  io: CliIo,
  command: string,
  saveTarget?: SaveTarget,
): Promise<Session> {
  checkCompanyOptions(values, io, command);
  const baseUrl = values['base-url'];
  const limit = maxResponseBytesOf(values, io);
  const opened =
    baseUrl !== undefined
      ? await openBaseUrlBackend(baseUrl, io, saveTarget, limit)
      : { backend: await openBackend(io, saveTarget, limit), cleanUp: async () => undefined };
  const { backend } = opened;
  const close = async () => {
    await backend.close();
    await opened.cleanUp();
  };
  try {
    const accountId =
      baseUrl !== undefined
        ? SESSION_ACCOUNT_ID
        : (await findAccount(backend, values.account ?? '', io.signal)).id;
    await noteHiddenNames(backend, accountId, io);
    return {
      backend,
      accountId,
      call: (method, args) => callBackend(backend, method, args, io.signal),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
