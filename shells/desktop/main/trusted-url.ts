/** Decides which page URLs are our own renderer: the built index.html on our custom scheme, or the dev server in development. */
export interface TrustedPage {
  readonly loadUrl: string;
  isTrusted(url: string): boolean;
}

/** The built page, served by our custom scheme: exactly its index.html on exactly its origin. */
export function appPage(origin: string): TrustedPage {
  const own = new URL('/index.html', origin);
  return {
    loadUrl: own.href,
    isTrusted(url) {
      try {
        const u = new URL(url);
        return u.protocol === own.protocol && u.host === own.host && u.pathname === own.pathname;
      } catch {
        return false;
      }
    },
  };
}

/** electron-vite's dev server (development only): same origin as the dev URL. */
export function devServerPage(devUrl: string): TrustedPage {
  const own = new URL(devUrl);
  return {
    loadUrl: own.href,
    isTrusted(url) {
      try {
        return new URL(url).origin === own.origin;
      } catch {
        return false;
      }
    },
  };
}
