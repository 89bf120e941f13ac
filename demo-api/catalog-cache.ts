/**
 * Keeps the last couple of generated data sets, so that tests and benchmarks that start several
 * servers with the same seed, scale and day pay for generation once.
 */
import { Catalog } from './catalog';
import { generateDataset, presetSpec, type Scale } from './generate';

const DAY_MS = 86_400_000;
const KEEP = 2;
const cache = new Map<string, Catalog>();

/** The catalog of (seed, scale, UTC day of nowMs), generated on first use. */
export function catalogFor(seed: number, scale: Scale, nowMs: number): Catalog {
  const day = Math.floor(nowMs / DAY_MS);
  const key = `${scale}|${seed}|${day}`;
  let catalog = cache.get(key);
  if (catalog) {
    // Re-insert to mark it most recently used.
    cache.delete(key);
  } else {
    catalog = new Catalog(generateDataset(seed, presetSpec(scale), nowMs));
    while (cache.size >= KEEP) {
      const oldest = cache.keys().next().value;
      if (oldest === undefined) break;
      cache.delete(oldest);
    }
  }
  cache.set(key, catalog);
  return catalog;
}
