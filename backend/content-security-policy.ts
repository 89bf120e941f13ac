/**
 * The page's Content-Security-Policy, sent as a header by both shells (Electron's session and the browser
 * shell). It matches the meta tag in renderer/index.html; Mantine needs inline styles, nothing needs inline script.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
