import { describe, expect, it } from 'vitest';
import { createRedactor } from './redactor';

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
});
