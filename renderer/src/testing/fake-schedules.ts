/** The schedules and mail relay of the fake bridge: kept in memory, answering as the backend does. */
import type {
  MailSettings,
  MethodArgs,
  MethodName,
  MethodResults,
  ScheduleSummary,
} from '#shared/contract';
import { fail, ok, type Result } from '#shared/result';

/** What the fake holds; tests read and set it. */
export interface FakeSchedules {
  list: ScheduleSummary[];
  mail: MailSettings | null;
  /** The password last saved: tests check it is never shown. */
  password: string | null;
  /** Test messages sent, to whom. */
  readonly tested: string[];
}

/** A schedule row as the backend lists it, with what the test changes. */
export function fakeSchedule(more: Partial<ScheduleSummary> = {}): ScheduleSummary {
  return {
    name: 'Weekly sites',
    report: {
      name: 'Weekly sites',
      account: 'demo',
      kind: 'all-locations',
      location: null,
      period: 'last-week',
      compare: 'previous',
      filters: { tags: null, search: null },
      format: 'xlsx',
      language: 'en',
    },
    accountLabel: 'Demo company',
    rhythm: 'monday',
    at: '07:00',
    zone: 'Europe/London',
    recipients: ['ann@acme.test', 'bob@acme.test'],
    paused: false,
    nextRun: { at: '2026-04-06T06:00:00.000Z', catchUp: false },
    lastDelivery: null,
    ...more,
  };
}

type Answer<M extends MethodName> = Result<MethodResults[M]>;

/** Answers a schedule or mail method, or null for any other. */
export function handleSchedules<M extends MethodName>(
  state: FakeSchedules,
  method: M,
  args: MethodArgs<M>,
): Answer<M> | null {
  const r = (v: unknown) => ok(v) as Answer<M>;
  const a = args as Record<string, unknown>;
  const find = (name: unknown) => state.list.find((s) => s.name === name);
  const missing = () => fail('not-found', `No schedule "${String(a.name)}".`) as Answer<M>;
  switch (method) {
    case 'listSchedules':
      return r({ schedules: state.list });
    case 'addSchedule':
    case 'updateSchedule': {
      const input = (method === 'addSchedule' ? a : a.schedule) as MethodArgs<'addSchedule'>;
      const old = method === 'updateSchedule' ? find(a.name) : undefined;
      if (method === 'updateSchedule' && !old) return missing();
      if (input.name !== old?.name && find(input.name))
        return fail(
          'invalid-argument',
          `A schedule named "${input.name}" already exists. Remove it first ("schedules remove") or choose another name.`,
        ) as Answer<M>;
      const row = fakeSchedule({
        ...old,
        name: input.name,
        report: {
          compare: null,
          filters: { tags: null, search: null },
          ...input.report,
          name: input.name,
        },
        rhythm: input.rhythm,
        at: input.at,
        zone: input.zone,
        recipients: input.recipients,
      });
      state.list = [...state.list.filter((s) => s !== old), row];
      return r(row);
    }
    case 'setSchedulePaused': {
      const s = find(a.name);
      if (!s) return missing();
      const row = { ...s, paused: Boolean(a.paused), nextRun: a.paused ? null : s.nextRun };
      state.list = state.list.map((x) => (x === s ? row : x));
      return r(row);
    }
    case 'removeSchedule':
      if (!find(a.name)) return missing();
      state.list = state.list.filter((s) => s.name !== a.name);
      return r(null);
    case 'runScheduleNow': {
      const s = find(a.name);
      return s ? r({ recipients: s.recipients }) : missing();
    }
    case 'getMailSettings':
      return r({ settings: state.mail });
    case 'saveMailSettings': {
      const { password, ...settings } = args as MethodArgs<'saveMailSettings'>;
      if (settings.security === 'none' && settings.host !== '127.0.0.1')
        return fail(
          'invalid-argument',
          `Security "none" (--security none) is allowed only for a relay on this computer (127.0.0.1, ::1, localhost), not ${settings.host}: use STARTTLS or TLS.`,
        ) as Answer<M>;
      if (password !== undefined) state.password = password;
      state.mail = {
        ...settings,
        passwordSaved: settings.user !== null && state.password !== null,
      };
      return r(state.mail);
    }
    case 'testMailRelay':
      state.tested.push(String(a.to));
      return r({ to: a.to });
    default:
      return null;
  }
}
