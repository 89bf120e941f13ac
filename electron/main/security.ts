import type { Session, WebContents } from 'electron';
import { CONTENT_SECURITY_POLICY } from '../backend/content-security-policy';

/** Opens only https links, in the system browser. */
export function safeOpenExternal(openExternal: (url: string) => unknown): (url: string) => void {
  return (url) => {
    try {
      if (new URL(url).protocol === 'https:') void openExternal(url);
    } catch {
      // not a URL: ignore
    }
  };
}

/** Applied to every WebContents: no navigation, no new windows (https links go to the browser), no webviews. */
export function hardenWebContents(
  contents: WebContents,
  openExternal: (url: string) => void,
): void {
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    openExternal(url);
    return { action: 'deny' };
  });
}

/** Session-wide: every permission refused, and the CSP header on every response. */
export function hardenSession(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler?.(() => false);
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: {
        ...details.responseHeaders,
        'Content-Security-Policy': [CONTENT_SECURITY_POLICY],
      },
    });
  });
}
