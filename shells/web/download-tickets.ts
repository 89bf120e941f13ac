import { createToken, tokenMatches } from './token';

/** Per-export, one-time download tickets: what a download link carries instead of the session token. */
export interface DownloadTickets {
  /** A fresh ticket for this export's file (replacing any earlier one). */
  issue(exportId: string): string;
  /** Whether the presented ticket is the one issued for this export; it stays usable. */
  matches(exportId: string, presented: string | null): boolean;
  /** Whether the presented ticket is the one issued for this export; a ticket that matches is used up. */
  redeem(exportId: string, presented: string | null): boolean;
}

/**
 * A download link is followed by the browser itself, which cannot add a header, so the link must carry
 * its proof in the URL. That proof is a random ticket good for one download of one export's file: if
 * the address lands in history or a log, it opens nothing, and never the API. The page gets a fresh
 * link after each download (see export-progress-hub.ts), so a second click still works. A ticket is
 * checked with `matches` first and spent with `redeem` only once its file is open, so a download that
 * fails leaves the page's link working.
 */
export function createDownloadTickets(): DownloadTickets {
  const tickets = new Map<string, string>();
  const matches = (exportId: string, presented: string | null): boolean => {
    const expected = tickets.get(exportId);
    return expected !== undefined && tokenMatches(presented, expected);
  };
  return {
    issue(exportId) {
      const ticket = createToken();
      tickets.set(exportId, ticket);
      return ticket;
    },
    matches,
    redeem(exportId, presented) {
      if (!matches(exportId, presented)) return false;
      tickets.delete(exportId);
      return true;
    },
  };
}
