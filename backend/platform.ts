/**
 * What a shell gives the backend: the few things that differ between the desktop app, the browser
 * shell and the command line. createBackend (backend.ts) builds everything else from these, so the
 * three shells assemble one backend the same way.
 */
import type { ShellName } from '#shared/contract';
import { createNodeFetch } from './api/node-fetch';
import { maxResponseBytesFrom } from './api/response-limit';
import { appVersion } from './app-version';
import { dataDirFor } from './data-dir';
import type { ShellLanguageSetter } from './handlers/interface-language-handlers';
import type { PdfSaver } from './handlers/pdf-handlers';
import { createKeytarSecretStore } from './secrets/keytar-secret-store';
import { keychainServiceName, type SecretStore } from './secrets/secret-store';

/** What a file the person saves holds: the save dialog's title and filter follow from it. */
export type SavedFileKind = 'bookings' | 'summary' | 'report' | 'pdf' | 'picture';

/** The extension of a saved file. */
export type SavedFileExtension = 'csv' | 'xlsx' | 'pdf' | 'png';

/** A file about to be written: what it holds, its type and the name offered. */
export interface SaveRequest {
  readonly kind: SavedFileKind;
  readonly extension: SavedFileExtension;
  /** A file name (no folder), ending in the extension. */
  readonly suggestedFileName: string;
}

/** How written files reach the person. */
export interface FileHost {
  /** Where to write: the desktop asks in a save dialog, the browser shell picks a temp file; null = dismissed. */
  chooseSaveTarget(request: SaveRequest, signal: AbortSignal): Promise<string | null>;
  /** Desktop only: shows a finished file in its folder. */
  revealFile?(path: string): void;
  /** Browser shell only: where a finished export is downloaded. */
  downloadUrlFor?(exportId: string): string | null;
  /** Desktop only: prints the window to a PDF the person saves; null = dismissed. */
  savePdf?: PdfSaver;
}

/** Who is running: the app's version, the OS and its languages. */
export interface AppIdentity {
  readonly version: string;
  readonly platform: string;
  /** The OS's regional format then preferred languages (BCP 47); empty where the page's own are better. */
  readonly locales: readonly string[];
}

/** Everything a shell passes to createBackend. */
export interface Platform {
  readonly shell: ShellName;
  /** Where the app's store, bookings-viewer.db, lives (dataDirFor: one rule for every shell). */
  readonly dataDir: string;
  readonly secretStore: SecretStore;
  /** How API requests reach the network (Electron's net.fetch in the app, Node's with proxies elsewhere). */
  readonly fetch: typeof fetch;
  /** The longest API answer read, in bytes; undefined for the default (response-limit.ts). */
  readonly maxResponseBytes?: number;
  readonly identity: AppIdentity;
  readonly files: FileHost;
  /** Desktop only: the shell's own menu and dialogs in the page's language (setInterfaceLanguage). */
  readonly setShellLanguage?: ShellLanguageSetter;
}

/**
 * The parts every shell shares unless it has its own: the data folder by its one rule, the OS
 * keychain, Node's fetch with the environment's proxies, the answer limit the environment sets,
 * and the version from package.json.
 */
export function nodePlatformDefaults(
  env: NodeJS.ProcessEnv = process.env,
): Pick<Platform, 'dataDir' | 'secretStore' | 'fetch' | 'maxResponseBytes' | 'identity'> {
  return {
    dataDir: dataDirFor(env),
    secretStore: createKeytarSecretStore(keychainServiceName(env)),
    fetch: createNodeFetch(env),
    maxResponseBytes: maxResponseBytesFrom(env),
    identity: { version: appVersion(), platform: process.platform, locales: [] },
  };
}
