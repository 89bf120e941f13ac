/** The keychain tests' global setup: the builds they run in plain Node, current with the sources. */
import { ensureCliBuilt, ensureMainBuilt } from './cli-build';

/** Builds out/main and out/cli when older than a source; a failed build fails the run. */
export function setup(): void {
  ensureMainBuilt();
  ensureCliBuilt();
}
