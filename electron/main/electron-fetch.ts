/** The default session's net.fetch, as the backend takes it: what the app and its --cli mode use. */
import { net, session } from 'electron';
import { createElectronFetch } from './net-fetch';

/** net.fetch, reporting proxy failures with the proxy the system settings chose. */
export function electronFetch(): typeof fetch {
  return createElectronFetch(
    (url, init) => net.fetch(url, init),
    (url) => session.defaultSession.resolveProxy(url),
  );
}
