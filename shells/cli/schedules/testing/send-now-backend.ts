/**
 * A backend as the app's shells open it for "Send now" (the command line's runner in process, on
 * the backend's folder) and a real SMTP relay on loopback that wants a login.
 */
import { startTestRelay, type TestRelay } from '#backend/mail/testing/smtp-relay';
import { openTestBackend, type TestBackend } from '#backend/testing/test-backend';
import { createScheduleRunner } from '#backend/schedules/run-now';
import { shellReportBuilder } from '../report-builder';

/** The relay's login, as the mail settings save it. */
export const RELAY_LOGIN = { user: 'reports', password: 'pw-1234' } as const;

/** An open backend with its relay. */
export interface SendNowBackend extends TestBackend {
  readonly relay: TestRelay;
  /** Saves mail settings that reach the relay with its login. */
  saveRelaySettings(): Promise<void>;
}

/** Opens a backend on a fresh data folder whose Send now runs the command line's delivery. */
export async function openSendNowBackend(): Promise<SendNowBackend> {
  const relay = await startTestRelay({ login: RELAY_LOGIN });
  const opened = await openTestBackend({
    runSchedule: (dataDir) =>
      createScheduleRunner(shellReportBuilder({ dataDir, env: { ...process.env, HOME: dataDir } })),
  });
  return {
    ...opened,
    relay,
    async saveRelaySettings() {
      const saved = await opened.call('saveMailSettings', {
        host: '127.0.0.1',
        port: relay.port,
        security: 'none',
        from: 'reports@acme.test',
        ...RELAY_LOGIN,
      });
      if (!saved.ok) throw new Error(`saveMailSettings: ${saved.error.message}`);
    },
    async close() {
      await opened.close();
      await relay.close();
    },
  };
}
