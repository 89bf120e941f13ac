import { readFile, stat } from 'node:fs/promises';
import { protocol } from 'electron';
import { CONTENT_SECURITY_POLICY } from '#backend/content-security-policy';
import { contentTypeFor } from '#backend/renderer-files/content-type';
import { realPathInside } from '#backend/renderer-files/real-path-inside';
import { resolveRendererPath } from '#backend/renderer-files/resolve-path';

/** The custom scheme the built renderer is served from, instead of file://. */
export const APP_SCHEME = 'app';
/** The one host the scheme answers for. */
export const APP_HOST = 'bookings-viewer';
/** The renderer's origin: what the trusted-sender check and the page URL use. */
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/**
 * Must run before the app is ready. Standard gives the page a real origin (relative URLs, storage),
 * secure makes it a secure context; CSP is never bypassed. Module scripts are fetched in CORS mode,
 * which Chromium allows only for schemes marked corsEnabled; no response carries an
 * Access-Control-Allow-Origin header, so no other origin can read from it.
 */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, corsEnabled: true, codeCache: true },
    },
  ]);
}

const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

function refuse(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

// The path as it was requested, before the URL parser folds `..` or `%2e%2e` away.
function rawPathOf(url: string): string | null {
  const prefix = `${APP_ORIGIN}/`;
  if (!url.toLowerCase().startsWith(prefix)) return null;
  return `/${url.slice(prefix.length).split(/[?#]/, 1)[0] ?? ''}`;
}

/**
 * Answers one app:// request from the files of `rendererDir` only: GET or HEAD, our host, a path that
 * stays inside the folder (also after symbolic links), with its MIME type and the CSP as headers.
 */
export async function answerAppRequest(
  rendererDir: string,
  request: { readonly url: string; readonly method: string },
): Promise<Response> {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return refuse(400, 'Bad request');
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST)
    return refuse(403, 'Unknown host');
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return refuse(405, 'Method not allowed');
  const raw = rawPathOf(request.url);
  const path = raw === null ? null : resolveRendererPath(rendererDir, raw);
  if (!path) return refuse(400, 'Bad path');
  try {
    const real = await realPathInside(rendererDir, path);
    if (real === null || !(await stat(real)).isFile()) return refuse(404, 'Not found');
    const body = request.method === 'HEAD' ? null : await readFile(real);
    return new Response(body, {
      status: 200,
      headers: { ...SECURITY_HEADERS, 'Content-Type': contentTypeFor(real) },
    });
  } catch {
    return refuse(404, 'Not found');
  }
}

/** Serves the built renderer on app://bookings-viewer/ (after ready, on the default session). */
export function handleAppProtocol(rendererDir: string): void {
  protocol.handle(APP_SCHEME, (request) => answerAppRequest(rendererDir, request));
}
