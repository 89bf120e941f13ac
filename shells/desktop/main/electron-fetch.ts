/** The default session's net.fetch, as the backend takes it: what the app and its --cli mode use. */
import { net, session, type Session } from 'electron';
import { createElectronFetch } from './net-fetch';

/** The in-memory session loopback requests go through: its proxy mode is direct, whatever the system says. */
const DIRECT_PARTITION = 'bookings-viewer-direct';

/** net.fetch, reporting proxy failures with the proxy the system settings chose; loopback goes direct. */
export function electronFetch(): typeof fetch {
  let direct: Promise<Session> | null = null;
  // Made on the first loopback request only: most runs never make one.
  const directSession = async (): Promise<Session> => {
    const made = session.fromPartition(DIRECT_PARTITION);
    await made.setProxy({ mode: 'direct' });
    return made;
  };
  return createElectronFetch(
    (url, init) => net.fetch(url, init),
    (url) => session.defaultSession.resolveProxy(url),
    async (url, init) => {
      if (!direct) {
        direct = directSession();
        // A session that could not be set up is tried again on the next request.
        direct.catch(() => (direct = null));
      }
      return (await direct).fetch(url, init);
    },
  );
}
