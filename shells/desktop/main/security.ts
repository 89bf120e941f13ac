import { shell, type Session, type WebContents } from 'electron';
import { CONTENT_SECURITY_POLICY } from '#backend/content-security-policy';

/** Opens a link in the system browser, and only if it is https: never file:, custom schemes or javascript:. */
export function openHttpsExternally(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return;
  }
  if (parsed.protocol === 'https:') void shell.openExternal(parsed.href);
}

/** Shows a finished export in the file manager. */
export function revealInFolder(path: string): void {
  shell.showItemInFolder(path);
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
