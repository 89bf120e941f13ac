/**
 * Loading keytar the same way under every loader. keytar is CommonJS: Node's and Electron's ESM
 * loaders find only `getPassword` among its named exports, while Vitest hands over the whole module,
 * so `import('keytar')` gave tests a module the shipped app never saw. `require` gives every loader
 * the same `module.exports`.
 */
import { createRequire } from 'node:module';

/** The three keytar functions the secret store uses. */
export interface Keytar {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

/** What loading keytar gave: the module, no module at all, or a module we cannot use (our defect). */
export type KeytarLoad =
  | { readonly kind: 'loaded'; readonly keytar: Keytar }
  | { readonly kind: 'missing'; readonly detail: string }
  | { readonly kind: 'unusable'; readonly detail: string };

const REQUIRED = ['getPassword', 'setPassword', 'deletePassword'] as const;

function hasEveryFunction(candidate: unknown): candidate is Keytar {
  if (candidate === null || (typeof candidate !== 'object' && typeof candidate !== 'function')) {
    return false;
  }
  const record = candidate as Record<string, unknown>;
  return REQUIRED.every((name) => typeof record[name] === 'function');
}

/**
 * Picks keytar out of whatever a loader returned: `module.exports` itself, or an ES namespace whose
 * `default` is it. The default is preferred, because a namespace can hold some functions but not all.
 */
export function pickKeytar(loaded: unknown): KeytarLoad {
  const namespaceDefault =
    loaded !== null && typeof loaded === 'object' && 'default' in loaded
      ? (loaded as { default: unknown }).default
      : undefined;
  if (hasEveryFunction(namespaceDefault)) return { kind: 'loaded', keytar: namespaceDefault };
  if (hasEveryFunction(loaded)) return { kind: 'loaded', keytar: loaded };
  const record = (namespaceDefault ?? loaded ?? {}) as Record<string, unknown>;
  const absent = REQUIRED.filter((name) => typeof record[name] !== 'function');
  return { kind: 'unusable', detail: `keytar arrived without ${absent.join(', ')}` };
}

/** Loads keytar with `require`, which every loader answers with the whole CommonJS module. */
export function requireKeytar(requireFrom: string = import.meta.url): KeytarLoad {
  let loaded: unknown;
  try {
    loaded = createRequire(requireFrom)('keytar');
  } catch (error) {
    // Not installed (optional dependency) or its native part failed to build or load.
    return { kind: 'missing', detail: error instanceof Error ? error.message.slice(0, 200) : '' };
  }
  return pickKeytar(loaded);
}
