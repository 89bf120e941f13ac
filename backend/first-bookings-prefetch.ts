import type { Settings } from '#shared/contract';
import type { Dispatch } from '#shared/dispatch';
import type { Location, Parsed } from '#shared/model';
import type { Result } from '#shared/result';
import { firstBookingsTarget } from '#shared/view/first-screen';

/** How long an early answer waits for the renderer's own request before it is dropped. */
const HOLD_MS = 30_000;

interface Early {
  readonly key: string;
  readonly result: Promise<Result<unknown>>;
  readonly startedAt: number;
}

/**
 * Starts an account's first bookings the moment its settings and locations have been answered,
 * rather than when the renderer, busy evaluating and rendering, gets round to asking; the renderer's
 * request for the same bookings then joins the one under way. Once per account per run: later answers
 * (a refresh, a new location) start nothing.
 */
export function withFirstBookingsPrefetch(
  inner: Dispatch,
  now: () => number = Date.now,
  /** Where another process's Hide names switch is heard: an early answer read before it is dropped. */
  onNamesChanged?: (drop: (accountId: string) => void) => void,
): Dispatch {
  const answers = new Map<string, { settings?: Settings; locations?: Parsed<Location> }>();
  const started = new Set<string>();
  const early = new Map<string, Early>();
  onNamesChanged?.((accountId) => early.delete(accountId));

  const begin = (accountId: string) => {
    const got = answers.get(accountId);
    if (!got?.settings || !got.locations || started.has(accountId)) return;
    started.add(accountId);
    answers.delete(accountId);
    const target = firstBookingsTarget(accountId, got.settings, got.locations.items, now());
    if (!target) return;
    // Not cancellable: the renderer's request, which may be aborted, only joins it.
    const result = inner('listBookings', target.args, new AbortController().signal);
    early.set(accountId, { key: JSON.stringify(target.args), result, startedAt: now() });
  };

  return async (method, args, signal) => {
    const accountId = accountOf(args);
    // An early answer read before names were hidden (or shown) is not the one asked for now.
    if (method === 'updateSettings' && accountId !== null && changesNames(args))
      early.delete(accountId);
    if (method === 'listBookings' && accountId !== null) {
      const waiting = early.get(accountId);
      if (waiting) {
        early.delete(accountId);
        if (waiting.key === JSON.stringify(args) && now() - waiting.startedAt < HOLD_MS)
          return waiting.result;
      }
    }
    const result = await inner(method, args, signal);
    if (accountId !== null && result.ok && !started.has(accountId)) {
      if (method === 'getSettings') remember(accountId, { settings: result.value as Settings });
      else if (method === 'listLocations')
        remember(accountId, { locations: result.value as Parsed<Location> });
    }
    return result;
  };

  function remember(
    accountId: string,
    part: { settings?: Settings; locations?: Parsed<Location> },
  ): void {
    answers.set(accountId, { ...answers.get(accountId), ...part });
    begin(accountId);
  }
}

function accountOf(args: unknown): string | null {
  if (typeof args !== 'object' || args === null) return null;
  const id = (args as { accountId?: unknown }).accountId;
  return typeof id === 'string' ? id : null;
}

function changesNames(args: unknown): boolean {
  return typeof args === 'object' && args !== null && 'hideNames' in args;
}
