/** Words for sites in the Sites page's labels and messages. Pure. */
import type { SiteRow } from '#shared/contract';

/** A site's name, or a stand-in for a location the account left unnamed. */
export const siteName = (s: SiteRow) => s.name ?? 'Unnamed location';

/** "1 site", "3 sites": a count with its noun agreeing. */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
