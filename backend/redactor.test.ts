import { describe, expect, it } from 'vitest';
import { createRedactor, maskKey } from './redactor';

describe('redactor', () => {
  it('masks every remembered key in messages and errors', () => {
    const r = createRedactor();
    r.remember('sk-live-123456');
    expect(r.scrub('bad key sk-live-123456 (sk-live-123456)')).toBe(
      'bad key [redacted] ([redacted])',
    );
    expect(r.scrubError({ kind: 'auth', message: 'key=sk-live-123456' })).toEqual({
      kind: 'auth',
      message: 'key=[redacted]',
    });
    r.forget('sk-live-123456');
    expect(r.scrub('sk-live-123456')).toBe('sk-live-123456');
  });

  it('masks whole occurrences only, so text that merely contains a key keeps its words', () => {
    const r = createRedactor();
    r.remember('existent');
    expect(r.scrub('The host nonexistent.invalid could not be found')).toBe(
      'The host nonexistent.invalid could not be found',
    );
    expect(r.scrub('key "existent", existent.')).toBe('key "[redacted]", [redacted].');
  });

  it('masks the longer of two keys whole when one contains the other', () => {
    const r = createRedactor();
    r.remember('live-key-1234');
    r.remember('live-key-1234-extra');
    expect(r.scrub('sent live-key-1234-extra')).toBe('sent [redacted]');
  });

  it('remembers no key shorter than a real one could be', () => {
    const r = createRedactor();
    r.remember('x');
    r.remember('  short  ');
    expect(r.scrub('a short text, x marks the spot')).toBe('a short text, x marks the spot');
  });

  it('treats the key as text, not as a pattern', () => {
    expect(maskKey('a.b*c+d?e a-b*c+d?e', 'a.b*c+d?e', '#')).toBe('# a-b*c+d?e');
  });
});
