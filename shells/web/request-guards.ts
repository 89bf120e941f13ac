import type { IncomingMessage } from 'node:http';

/** The Host values a page served by us can send: anything else is DNS rebinding or a stray client. */
export function allowedHosts(port: number): readonly string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

/** True when the Host header names this server on loopback with its port. */
export function hostAllowed(req: IncomingMessage, port: number): boolean {
  const host = req.headers.host?.toLowerCase();
  return host !== undefined && allowedHosts(port).includes(host);
}

/** True when there is no Origin (same-origin GETs, tools) or it is exactly the origin the Host header names. */
export function originAllowed(req: IncomingMessage, port: number): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const host = req.headers.host?.toLowerCase() ?? '';
  return allowedHosts(port).includes(host) && origin.toLowerCase() === `http://${host}`;
}
