/** The schedules and the mail relay, read and changed through the contract. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assertNever } from '#shared/assert-never';
import type { MethodArgs } from '#shared/contract';
import { unwrap } from '../../data/bridge-error';
import { APP_SCOPE } from '../../data/queries';
import { useBridge } from '../../ui/bridge-context';

// App-wide, as the command line keeps them: beside the accounts, not under one (kept out of
// queries.ts, which the first screen loads).
const queryKeys = {
  /** Every schedule, of every account. */
  schedules: () => [APP_SCOPE, 'schedules'] as const,
  /** The mail relay's settings (never its password). */
  mailSettings: () => [APP_SCOPE, 'mail-settings'] as const,
};

/** Every schedule with its next run and last delivery. */
export function useSchedules() {
  const bridge = useBridge();
  return useQuery({
    queryKey: queryKeys.schedules(),
    queryFn: ({ signal }) => unwrap(bridge.listSchedules({}, signal)),
  });
}

/** The relay's settings; `settings` null while none is set. */
export function useMailSettings() {
  const bridge = useBridge();
  return useQuery({
    queryKey: queryKeys.mailSettings(),
    queryFn: ({ signal }) => unwrap(bridge.getMailSettings({}, signal)),
  });
}

/** A change to the schedules; the list is read again after it, whatever came of it. */
export type ScheduleChange =
  | { readonly kind: 'add'; readonly args: MethodArgs<'addSchedule'> }
  | { readonly kind: 'update'; readonly args: MethodArgs<'updateSchedule'> }
  | { readonly kind: 'pause'; readonly args: MethodArgs<'setSchedulePaused'> }
  | { readonly kind: 'remove'; readonly args: MethodArgs<'removeSchedule'> }
  | { readonly kind: 'run'; readonly args: MethodArgs<'runScheduleNow'> };

/** Adds, edits, pauses, removes or sends a schedule now. */
export function useChangeSchedule() {
  const bridge = useBridge();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: ScheduleChange): Promise<unknown> => {
      switch (change.kind) {
        case 'add':
          return unwrap(bridge.addSchedule(change.args));
        case 'update':
          return unwrap(bridge.updateSchedule(change.args));
        case 'pause':
          return unwrap(bridge.setSchedulePaused(change.args));
        case 'remove':
          return unwrap(bridge.removeSchedule(change.args));
        case 'run':
          return unwrap(bridge.runScheduleNow(change.args));
        default:
          return assertNever(change, 'schedule change');
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.schedules() }),
  });
}

/** Saves the relay's settings (the password only when given). */
export function useSaveMailSettings() {
  const bridge = useBridge();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: MethodArgs<'saveMailSettings'>) => unwrap(bridge.saveMailSettings(args)),
    onSuccess: (settings) => client.setQueryData(queryKeys.mailSettings(), { settings }),
  });
}

/** Sends a test message through the saved relay. */
export function useTestMail() {
  const bridge = useBridge();
  return useMutation({
    mutationFn: (to: string) => unwrap(bridge.testMailRelay({ to })),
  });
}
