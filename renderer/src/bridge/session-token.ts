const STORAGE_KEY = 'bookingsViewer.token';

/**
 * The browser shell's token: taken from `#token=…` on first load, kept in sessionStorage (so a reload
 * still works), and removed from the address bar so it is not bookmarked, shared or left in history.
 */
export function takeSessionToken(win: Window = window): string | null {
  const match = /(?:^#|&)token=([^&]+)/.exec(win.location.hash);
  if (match?.[1]) {
    const token = decodeURIComponent(match[1]);
    try {
      win.sessionStorage.setItem(STORAGE_KEY, token);
    } catch {
      // storage can be disabled; the token still works for this page's life
    }
    win.history.replaceState(null, '', win.location.pathname + win.location.search);
    return token;
  }
  try {
    return win.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}
