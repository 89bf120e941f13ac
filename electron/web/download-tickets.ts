import { createToken, tokenMatches } from './token';

/** Per-export download tickets: what a download link carries instead of the session token. */
export interface DownloadTickets {
  /** A fresh ticket for this export's file (replacing any earlier one). */
  issue(exportId: string): string;
  /** Whether the presented ticket is the one issued for this export. */
  matches(exportId: string, presented: string | null): boolean;
}

/**
 * A download link is followed by the browser itself, which cannot add a header, so the link must carry
 * its proof in the URL. That proof is a random ticket good for one export's file only: if the address
 * lands in history or a log, it opens that file and nothing else, never the API.
 */
export function createDownloadTickets(): DownloadTickets {
  const tickets = new Map<string, string>();
  return {
    issue(exportId) {
      const ticket = createToken();
      tickets.set(exportId, ticket);
      return ticket;
    },
    matches(exportId, presented) {
      const expected = tickets.get(exportId);
      return expected !== undefined && tokenMatches(presented, expected);
    },
  };
}
