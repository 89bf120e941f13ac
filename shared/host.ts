/**
 * Validates the company host a facility manager types in: a host name or IP address with an optional port,
 * nothing else. The API key is sent to whatever this names, so anything surprising is refused rather than
 * guessed at; plain http is used only for loopback hosts (the demo server), everything else gets https.
 */

/** A valid host, ready to build URLs from. */
export interface ParsedHost {
  readonly ok: true;
  /** hostname plus `:port` when a port was given, lower-case. */
  readonly host: string;
  /** The name or address alone; IPv6 addresses keep their brackets, as in a URL. */
  readonly hostname: string;
  readonly port: number | null;
  readonly loopback: boolean;
  /** `https://{host}/api/integrations`, or `http://…` for loopback hosts. */
  readonly baseUrl: string;
}

/** Why the text is not a host, in words for the person who typed it. */
export interface HostError {
  readonly ok: false;
  readonly message: string;
}

const EXAMPLE = 'for example acme.example.com';
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HEX_GROUP = /^[0-9a-f]{1,4}$/;

const bad = (message: string): HostError => ({ ok: false, message });

/** The eight 16-bit groups of an IPv6 address (no brackets), or null when it is not one. */
function ipv6Groups(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string): number[] | null => {
    if (part === '') return [];
    const groups: number[] = [];
    const pieces = part.split(':');
    for (let i = 0; i < pieces.length; i += 1) {
      const piece = pieces[i] as string;
      if (i === pieces.length - 1 && IPV4.test(piece)) {
        const [a, b, c, d] = piece.split('.').map(Number) as [number, number, number, number];
        groups.push(a * 256 + b, c * 256 + d);
      } else if (HEX_GROUP.test(piece)) {
        groups.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return groups;
  };
  const head = parse(halves[0] as string);
  const tail = halves.length === 2 ? parse(halves[1] as string) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  return [...head, ...new Array<number>(missing).fill(0), ...tail];
}

function parsePort(text: string): number | null {
  if (!/^\d{1,5}$/.test(text)) return null;
  const port = Number(text);
  return port >= 1 && port <= 65_535 ? port : null;
}

/** Checks a host name with an optional port, e.g. `acme.example.com`, `127.0.0.1:8080`, `[::1]:3000`. */
export function parseHost(input: string): ParsedHost | HostError {
  if (typeof input !== 'string') return bad(`Enter your company's host name, ${EXAMPLE}.`);
  const text = input.trim().toLowerCase();
  if (text === '') return bad(`Enter your company's host name, ${EXAMPLE}.`);
  if (text.includes('://') || /^[a-z][a-z0-9+.-]*:\/\//.test(text) || /^https?:/.test(text)) {
    return bad(`Enter only the host name, without "https://", ${EXAMPLE}.`);
  }
  if (/\s/.test(text)) return bad('The host name cannot contain spaces.');
  if (text.includes('@')) {
    return bad(`Enter only the host name, without a user name or password before "@", ${EXAMPLE}.`);
  }
  if (/[/?#\\]/.test(text)) {
    return bad(`Enter only the host name, without a path such as /api/integrations, ${EXAMPLE}.`);
  }
  let hostname: string;
  let portText: string | null = null;
  if (text.startsWith('[')) {
    const close = text.indexOf(']');
    if (close < 0) return bad('An IPv6 address must be closed with "]", for example [::1]:8080.');
    hostname = text.slice(0, close + 1);
    const rest = text.slice(close + 1);
    if (rest !== '') {
      if (!rest.startsWith(':'))
        return bad('Only a port may follow the address, as in [::1]:8080.');
      portText = rest.slice(1);
    }
  } else {
    const parts = text.split(':');
    if (parts.length > 2) {
      return bad('Write an IPv6 address in brackets, for example [::1]:8080.');
    }
    hostname = parts[0] as string;
    portText = parts.length === 2 ? (parts[1] as string) : null;
  }
  let port: number | null = null;
  if (portText !== null) {
    port = parsePort(portText);
    if (port === null) return bad('The port must be a whole number from 1 to 65535.');
  }
  let loopback: boolean;
  if (hostname.startsWith('[')) {
    const groups = ipv6Groups(hostname.slice(1, -1));
    if (!groups) return bad(`"${hostname}" is not a valid IPv6 address.`);
    loopback = groups.every((g, i) => g === (i === 7 ? 1 : 0));
  } else if (/^[\d.]+$/.test(hostname)) {
    if (!IPV4.test(hostname)) return bad(`"${hostname}" is not a valid IP address.`);
    loopback = hostname.startsWith('127.');
  } else {
    const labels = hostname.split('.');
    // A numeric last label would make a URL parser read the whole name as an IPv4 address.
    const numericEnd = /^\d+$/.test(labels[labels.length - 1] as string);
    if (hostname.length > 253 || numericEnd || !labels.every((label) => LABEL.test(label))) {
      return bad(
        `The host name can contain only the letters a to z, digits, hyphens and dots between names, ${EXAMPLE}.`,
      );
    }
    loopback = hostname === 'localhost';
  }
  const host = port === null ? hostname : `${hostname}:${port}`;
  return {
    ok: true,
    host,
    hostname,
    port,
    loopback,
    baseUrl: `${loopback ? 'http' : 'https'}://${host}/api/integrations`,
  };
}
