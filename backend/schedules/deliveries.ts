/**
 * Each schedule's delivery log, and the claim that makes a due report go out once: a run claims
 * (schedule, due time) in one write transaction before it builds or sends anything, and the primary
 * key on that pair means two overlapping runs (the app and a timer) cannot both hold it.
 */
import { retryWaitMs } from '#shared/schedules/backoff';
import type { Row, Store } from '../store/store';

/** A claim older than this is taken for a run that died: its delivery may be tried again. */
export const CLAIM_LEASE_MS = 30 * 60_000;

/** One line of a schedule's delivery log. */
export interface Delivery {
  readonly scheduleId: string;
  readonly dueAt: string;
  readonly claimedAt: string | null;
  readonly sentAt: string | null;
  readonly recipients: readonly string[];
  /** 'sending' while claimed, 'sent', or 'failed: ' and the reason. */
  readonly result: string;
  readonly attempts: number;
  readonly nextTryAt: string | null;
}

/** Why a due report was not claimed by this run. */
export type ClaimRefusal = 'sent' | 'claimed' | 'waiting';

function deliveryOf(row: Row): Delivery {
  return {
    scheduleId: String(row.schedule_id),
    dueAt: String(row.due_at),
    claimedAt: row.claimed_at === null ? null : String(row.claimed_at),
    sentAt: row.sent_at === null ? null : String(row.sent_at),
    recipients: JSON.parse(String(row.recipients)) as string[],
    result: String(row.result),
    attempts: Number(row.attempts),
    nextTryAt: row.next_try_at === null ? null : String(row.next_try_at),
  };
}

const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * Claims the delivery of a schedule for one due time: true when this run is to send it; otherwise
 * why not (sent already, claimed by another run, or a failed try still waiting for its next try).
 */
export function claimDelivery(
  store: Store,
  claim: { scheduleId: string; dueAtMs: number; recipients: readonly string[]; nowMs: number },
): true | ClaimRefusal {
  const dueAt = iso(claim.dueAtMs);
  const now = iso(claim.nowMs);
  return store.write((sql) => {
    const row = sql.get(
      'SELECT * FROM deliveries WHERE schedule_id = ? AND due_at = ?',
      claim.scheduleId,
      dueAt,
    );
    if (!row) {
      sql.run(
        `INSERT INTO deliveries (schedule_id, due_at, claimed_at, sent_at, recipients, result, attempts, next_try_at)
         VALUES (?, ?, ?, NULL, ?, 'sending', 1, NULL)`,
        claim.scheduleId,
        dueAt,
        now,
        JSON.stringify(claim.recipients),
      );
      return true;
    }
    const held = deliveryOf(row);
    if (held.sentAt !== null) return 'sent';
    if (
      held.result === 'sending' &&
      Date.parse(held.claimedAt ?? '') + CLAIM_LEASE_MS > claim.nowMs
    )
      return 'claimed';
    if (held.result !== 'sending' && held.nextTryAt !== null && held.nextTryAt > now)
      return 'waiting';
    sql.run(
      `UPDATE deliveries SET claimed_at = ?, result = 'sending', attempts = attempts + 1, recipients = ?
       WHERE schedule_id = ? AND due_at = ?`,
      now,
      JSON.stringify(claim.recipients),
      claim.scheduleId,
      dueAt,
    );
    return true;
  });
}

/** Marks a claimed delivery sent. */
export function markSent(store: Store, scheduleId: string, dueAtMs: number, nowMs: number): void {
  store.write((sql) =>
    sql.run(
      `UPDATE deliveries SET sent_at = ?, result = 'sent', next_try_at = NULL
       WHERE schedule_id = ? AND due_at = ?`,
      iso(nowMs),
      scheduleId,
      iso(dueAtMs),
    ),
  );
}

/** Marks a claimed delivery failed, with its reason; it stays due, tried again after the backoff. */
export function markFailed(
  store: Store,
  scheduleId: string,
  dueAtMs: number,
  nowMs: number,
  reason: string,
): Delivery | null {
  return store.write((sql) => {
    const key = [scheduleId, iso(dueAtMs)] as const;
    const row = sql.get(
      'SELECT attempts FROM deliveries WHERE schedule_id = ? AND due_at = ?',
      ...key,
    );
    if (!row) return null;
    sql.run(
      'UPDATE deliveries SET result = ?, next_try_at = ? WHERE schedule_id = ? AND due_at = ?',
      `failed: ${reason}`,
      iso(nowMs + retryWaitMs(Number(row.attempts))),
      ...key,
    );
    const updated = sql.get(
      'SELECT * FROM deliveries WHERE schedule_id = ? AND due_at = ?',
      ...key,
    );
    return updated ? deliveryOf(updated) : null;
  });
}

/** A schedule's delivery log, the latest due time first. */
export function deliveryLog(store: Store, scheduleId: string): readonly Delivery[] {
  return store
    .read((sql) =>
      sql.all('SELECT * FROM deliveries WHERE schedule_id = ? ORDER BY due_at DESC', scheduleId),
    )
    .map(deliveryOf);
}
