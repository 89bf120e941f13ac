import type { Handlers, ParsedArgs, ScheduleSummary } from '#shared/contract';
import type { SavedReport } from '#shared/schedules/saved-report';
import { AppFailure } from '#shared/result';
import { deliveryLog } from '../schedules/deliveries';
import { accountOf, scheduleSummary } from '../schedules/schedule-summary';
import {
  addSchedule,
  findSchedule,
  listSchedules,
  removeSchedule,
  setSchedulePaused,
  updateSchedule,
} from '../schedules/schedule-store';
import type { HandlerContext } from './context';

type ScheduleHandlers = Pick<
  Handlers,
  | 'listSchedules'
  | 'addSchedule'
  | 'updateSchedule'
  | 'setSchedulePaused'
  | 'removeSchedule'
  | 'runScheduleNow'
>;

type ScheduleInput = ParsedArgs<'addSchedule'>;

/**
 * The Schedules page's methods over the store the command line's `schedules` uses. Sending now
 * builds the report through the shell's runner (the command line's report commands); without one
 * (the command line's own backend) it says how to send instead.
 */
export function createScheduleHandlers(ctx: HandlerContext): ScheduleHandlers {
  const { db } = ctx;
  const accounts = async () => (await ctx.directory.list()).accounts;
  const summaryOf = async (name: string): Promise<ScheduleSummary> => {
    const s = findSchedule(db, name);
    return scheduleSummary(s, deliveryLog(db, s.schedule.id), await accounts(), Date.now());
  };
  // The report is saved under the account's id: a label may be renamed, an id stays.
  const reportOf = async (input: ScheduleInput): Promise<SavedReport> => {
    const account = accountOf(await accounts(), input.report.account);
    if (!account)
      throw new AppFailure(
        'not-found',
        `No account "${input.report.account}": it may have been removed. Choose another.`,
      );
    return { ...input.report, name: input.name, account: account.id };
  };
  const timingOf = (input: ScheduleInput) => ({
    rhythm: input.rhythm,
    at: input.at,
    zone: input.zone,
    recipients: input.recipients,
  });
  return {
    async listSchedules() {
      const all = await accounts();
      const nowMs = Date.now();
      return {
        schedules: listSchedules(db).map((s) =>
          scheduleSummary(s, deliveryLog(db, s.schedule.id), all, nowMs),
        ),
      };
    },
    async addSchedule(input) {
      addSchedule(db, await reportOf(input), timingOf(input), Date.now());
      return summaryOf(input.name);
    },
    async updateSchedule({ name, schedule }) {
      updateSchedule(db, name, await reportOf(schedule), timingOf(schedule));
      return summaryOf(schedule.name);
    },
    async setSchedulePaused({ name, paused }) {
      setSchedulePaused(db, name, paused);
      return summaryOf(name);
    },
    async removeSchedule({ name }) {
      if (!removeSchedule(db, name)) findSchedule(db, name);
      return null;
    },
    async runScheduleNow({ name }, signal) {
      findSchedule(db, name);
      if (!ctx.runSchedule)
        throw new AppFailure(
          'invalid-argument',
          `Send "${name}" with "bookings-viewer schedules run NAME".`,
        );
      return ctx.runSchedule({ name, store: db, secrets: ctx.secrets, signal });
    },
  };
}
