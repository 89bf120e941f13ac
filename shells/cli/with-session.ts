/** Runs a command's work in an open session, closed whatever happens; the backend is loaded only then. */
import { checkCompanyOptions, type CompanyOptionValues } from './company-options';
import type { CliIo } from './io';
import type { SaveTarget, Session } from './session';

/** Opens the company the options name, runs `work`, and closes the backend. */
export async function withSession<T>(
  values: CompanyOptionValues,
  io: CliIo,
  command: string,
  work: (session: Session) => Promise<T>,
  saveTarget?: SaveTarget,
): Promise<T> {
  checkCompanyOptions(values, io, command);
  // Loaded on use, so that --help and usage errors answer without the backend.
  const { openSession } = await import('./session');
  const session = await openSession(values, io, command, saveTarget);
  try {
    return await work(session);
  } finally {
    await session.close();
  }
}
