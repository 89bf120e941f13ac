import { createToken, tokenMatches } from './token';

/** Per-export, one-time download tickets: what a download link carries instead of the session token. */
export interface DownloadTickets {
  /** A fresh ticket for this export's file (replacing any earlier one). */
  issue(exportId: string): string;
  /** Whether the presented ticket is the one issued for this export; a ticket that matches is used up. */
  redeem(exportId: string, presented: string | null): boolean;
}

/**
 * A download link is followed by the browser itself, which cannot add a header, so the link must carry
 * its proof in the URL. That proof is a random ticket good for one download of one export's file: if
 * the address lands in history or a log, it opens nothing, and never the API. The page gets a fresh
 * link after each download (see export-progress-hub.ts), so a second click still works.
 */
export function createDownloadTickets(): DownloadTickets {
  const tickets = new Map<string, string>();
  return {
    issue(exportId) {
      const ticket = createToken();
      tickets.set(exportId, ticket);
      return ticket;
    },
    redeem(exportId, presented) {
      const expected = tickets.get(exportId);
      if (expected === undefined || !tokenMatches(presented, expected)) return false;
      tickets.delete(exportId);
      return true;
    },
  };
}
