// The delivery claim: once per (schedule, due time) across connections, retried after a failure's
// backoff and not before, and a run that died mid-send leaves its claim to expire.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTempStores } from '../store/testing/temp-stores';
import { addSchedule, findSchedule, listSchedules, removeSchedule } from './schedule-store';
import { CLAIM_LEASE_MS, claimDelivery, deliveryLog, markFailed, markSent } from './deliveries';
import type { SavedReport } from '#shared/schedules/saved-report';

const stores = useTempStores(beforeEach, afterEach);
const DUE = Date.parse('2026-06-08T06:00:00Z');
const MIN = 60_000;
const report: SavedReport = {
  name: 'Weekly sites',
  account: 'acme',
  kind: 'all-locations',
  location: null,
  period: 'last-week',
  compare: 'previous',
  filters: { tags: null, search: null },
  format: 'xlsx',
  language: 'en',
};

function scheduled(): string {
  const store = stores.open();
  return addSchedule(
    store,
    report,
    { rhythm: 'monday', at: '07:00', zone: 'Europe/London', recipients: ['a@x.test'] },
    DUE,
  ).id;
}

describe('claimDelivery', () => {
  it('lets one of two connections claim a due time, and none once it is sent', () => {
    const scheduleId = scheduled();
    const [a, b] = [stores.open(), stores.open()];
    const claim = { scheduleId, dueAtMs: DUE, recipients: ['a@x.test'], nowMs: DUE + 5 * MIN };
    expect(claimDelivery(a, claim)).toBe(true);
    expect(claimDelivery(b, claim)).toBe('claimed');
    markSent(a, scheduleId, DUE, DUE + 6 * MIN);
    expect(claimDelivery(b, { ...claim, nowMs: DUE + 20 * MIN })).toBe('sent');
    expect(deliveryLog(b, scheduleId)).toMatchObject([
      { result: 'sent', attempts: 1, sentAt: '2026-06-08T06:06:00.000Z' },
    ]);
  });

  it('waits 5, then 15 minutes after failures, then claims again', () => {
    const scheduleId = scheduled();
    const store = stores.open();
    const at = (minutes: number) => ({
      scheduleId,
      dueAtMs: DUE,
      recipients: ['a@x.test'],
      nowMs: DUE + minutes * MIN,
    });
    expect(claimDelivery(store, at(5))).toBe(true);
    expect(markFailed(store, scheduleId, DUE, DUE + 5 * MIN, 'relay down')).toMatchObject({
      result: 'failed: relay down',
      nextTryAt: '2026-06-08T06:10:00.000Z',
    });
    expect(claimDelivery(store, at(9))).toBe('waiting');
    expect(claimDelivery(store, at(10))).toBe(true);
    expect(markFailed(store, scheduleId, DUE, DUE + 10 * MIN, 'login refused')?.nextTryAt).toBe(
      '2026-06-08T06:25:00.000Z',
    );
    expect(claimDelivery(store, at(24))).toBe('waiting');
    expect(claimDelivery(store, at(25))).toBe(true);
    expect(deliveryLog(store, scheduleId)[0]?.attempts).toBe(3);
  });

  it('takes over a claim whose run died once its lease is over', () => {
    const scheduleId = scheduled();
    const store = stores.open();
    const claim = { scheduleId, dueAtMs: DUE, recipients: [], nowMs: DUE };
    expect(claimDelivery(store, claim)).toBe(true);
    expect(claimDelivery(store, { ...claim, nowMs: DUE + CLAIM_LEASE_MS - 1 })).toBe('claimed');
    expect(claimDelivery(store, { ...claim, nowMs: DUE + CLAIM_LEASE_MS })).toBe(true);
  });
});

describe('the schedule store', () => {
  it('keeps a schedule with its report, refuses the name twice, and removes it with its log', () => {
    const scheduleId = scheduled();
    const store = stores.open();
    expect(findSchedule(store, 'Weekly sites')).toMatchObject({
      report,
      schedule: { id: scheduleId, rhythm: 'monday', at: '07:00', recipients: ['a@x.test'] },
    });
    expect(() => scheduled()).toThrow(/already exists/);
    claimDelivery(store, { scheduleId, dueAtMs: DUE, recipients: [], nowMs: DUE });
    expect(removeSchedule(store, 'Weekly sites')).toBe(true);
    expect(listSchedules(store)).toEqual([]);
    expect(deliveryLog(store, scheduleId)).toEqual([]);
    expect(() => findSchedule(store, 'Weekly sites')).toThrow(/schedules list/);
  });
});
