import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseHost } from './host';

describe('parseHost', () => {
  it('accepts host names with and without a port, over https', () => {
    expect(parseHost('acme.example.com')).toEqual({
      ok: true,
      host: 'acme.example.com',
      hostname: 'acme.example.com',
      port: null,
      loopback: false,
      baseUrl: 'https://acme.example.com/api/integrations',
    });
    expect(parseHost('  ACME.Example.com:8443 ')).toEqual({
      ok: true,
      host: 'acme.example.com:8443',
      hostname: 'acme.example.com',
      port: 8443,
      loopback: false,
      baseUrl: 'https://acme.example.com:8443/api/integrations',
    });
    expect(parseHost('10.1.2.3')).toMatchObject({
      ok: true,
      baseUrl: 'https://10.1.2.3/api/integrations',
    });
    expect(parseHost('[2001:db8::1]:443')).toMatchObject({
      ok: true,
      hostname: '[2001:db8::1]',
      port: 443,
      loopback: false,
    });
  });

  it('uses plain http only for loopback hosts', () => {
    for (const [input, baseUrl] of [
      ['127.0.0.1:5173', 'http://127.0.0.1:5173/api/integrations'],
      ['127.9.8.7', 'http://127.9.8.7/api/integrations'],
      ['localhost:80', 'http://localhost:80/api/integrations'],
      ['[::1]:8080', 'http://[::1]:8080/api/integrations'],
      ['[0:0:0:0:0:0:0:1]', 'http://[0:0:0:0:0:0:0:1]/api/integrations'],
    ] as const) {
      expect(parseHost(input), input).toMatchObject({ ok: true, loopback: true, baseUrl });
    }
    for (const input of ['128.0.0.1', 'localhost.example.com', 'mylocalhost', '[::2]', '[::]']) {
      expect(parseHost(input), input).toMatchObject({ ok: true, loopback: false });
    }
  });

  it('refuses schemes, paths, user-info, spaces and bad ports with a message', () => {
    const cases: [string, RegExp][] = [
      ['https://acme.example.com', /without "https:\/\/"/],
      ['http://127.0.0.1:3000', /without "https:\/\/"/],
      ['ftp://acme.example.com', /without "https:\/\/"/],
      ['//acme.example.com', /without a path/],
      ['acme.example.com/api/integrations', /without a path/],
      ['acme.example.com?x=1', /without a path/],
      ['acme.example.com#top', /without a path/],
      ['acme.example.com\\x', /without a path/],
      ['user:pass@acme.example.com', /before "@"/],
      ['acme .example.com', /spaces/],
      ['acme.example.com:', /port/],
      ['acme.example.com:0', /port/],
      ['acme.example.com:65536', /port/],
      ['acme.example.com:-1', /port/],
      ['acme.example.com:80a', /port/],
      ['acme.example.com:+80', /port/],
      ['[::1]:99999', /port/],
      ['::1', /brackets/],
      ['[::1', /closed/],
      ['[::1]x', /port may follow/],
      ['[::g]', /IPv6/],
      ['[1:2:3:4:5:6:7:8:9]', /IPv6/],
      ['[1::2::3]', /IPv6/],
      ['[fe80::1%eth0]', /IPv6/],
      ['256.1.1.1', /IP address/],
      ['1.2.3', /IP address/],
      ['01.2.3.4', /IP address/],
      ['-acme.example.com', /letters/],
      ['acme-.example.com', /letters/],
      ['acme..example.com', /letters/],
      ['acme.example.com.', /letters/],
      ['acme_corp.example.com', /letters/],
      ['bücher.example', /letters/],
      ['example.123', /letters/],
      ['0x7f.1', /letters/],
      [`${'a'.repeat(64)}.example.com`, /letters/],
      ['', /Enter your company/],
      ['   ', /Enter your company/],
    ];
    for (const [input, message] of cases) {
      const result = parseHost(input);
      expect(result.ok, input).toBe(false);
      if (!result.ok) expect(result.message, input).toMatch(message);
    }
  });

  it('builds a base URL that a URL parser reads back to the same host', () => {
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/);
    const name = fc
      .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-z]{2,6}$/))
      .map(([labels, tld]) => [...labels, tld].join('.'));
    fc.assert(
      fc.property(name, fc.option(fc.integer({ min: 1, max: 65_535 })), (hostname, port) => {
        const input = port === null ? hostname : `${hostname}:${port}`;
        const result = parseHost(input);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const url = new URL(result.baseUrl);
        expect(url.hostname).toBe(hostname);
        expect(url.pathname).toBe('/api/integrations');
        expect(url.username).toBe('');
        expect(url.protocol).toBe(result.loopback ? 'http:' : 'https:');
        // URL drops the scheme's default port; the host keeps what was typed.
        expect(url.port === '' ? [null, 443, 80] : [Number(url.port)]).toContain(port);
      }),
    );
  });

  it('never accepts anything with characters outside a host and port', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (input) => {
        const result = parseHost(input);
        if (result.ok) expect(result.host).toMatch(/^[a-z0-9.\-:[\]]+$/);
      }),
      { numRuns: 2000 },
    );
  });
});
