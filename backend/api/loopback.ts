/**
 * Which request URLs stay on this machine. They never go through a proxy, whatever NO_PROXY or the
 * system settings say, as browsers treat them: a proxy would see the API key of a loopback server in
 * clear text (plain http is used only on loopback), and a loopback server is nothing a proxy can reach.
 */

/** 127.0.0.0/8 as the URL parser writes it (it normalises 127.1, 0x7f.0.0.1 and the like). */
const IPV4_LOOPBACK = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;
/** ::1, and 127.0.0.0/8 mapped into IPv6 (::ffff:7f00:1), in the URL parser's compressed form. */
const IPV6_LOOPBACK = /^\[(?:::1|::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4})\]$/;

/** True when the URL's host is a loopback address, localhost, or a name under .localhost. */
export function isLoopbackUrl(url: string | URL): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  const name = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  return (
    IPV4_LOOPBACK.test(name) ||
    IPV6_LOOPBACK.test(name) ||
    name === 'localhost' ||
    name.endsWith('.localhost')
  );
}
