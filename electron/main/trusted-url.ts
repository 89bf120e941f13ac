/** Decides which page URLs are our own renderer: the built index.html file, or the dev server in development. */
export interface TrustedPage {
  readonly loadUrl: string;
  isTrusted(url: string): boolean;
}

/** The packaged/built page, a file:// URL of exactly one file. */
export function filePage(indexFileUrl: string): TrustedPage {
  const own = new URL(indexFileUrl);
  return {
    loadUrl: own.href,
    isTrusted(url) {
      try {
        const u = new URL(url);
        return u.protocol === 'file:' && u.host === own.host && u.pathname === own.pathname;
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
