import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorKind } from '#shared/result';
import { accountProblemTitle } from './account-problem-title';

const KINDS: readonly ErrorKind[] = [
  'auth',
  'bad-request',
  'server',
  'network',
  'tls',
  'timeout',
  'invalid-response',
  'not-this-api',
  'invalid-argument',
  'invalid-key',
  'not-found',
  'keychain-unavailable',
  'cancelled',
  'io',
  'internal',
];

// Source messages serve as English, as in the other renderer tests.
beforeAll(() => {
  i18n.load('en', {});
  i18n.activate('en');
});

describe('the add-account dialog’s headings', () => {
  it('name the host for every kind of failure', () => {
    for (const kind of KINDS)
      expect(accountProblemTitle(i18n, kind, 'acme.example.com')).toContain('acme.example.com');
  });

  it('say which check failed', () => {
    expect(accountProblemTitle(i18n, 'invalid-key', 'a.example')).toBe(
      'The API key for a.example cannot be right',
    );
    expect(accountProblemTitle(i18n, 'network', 'a.example')).toBe('Cannot reach a.example');
    expect(accountProblemTitle(i18n, 'keychain-unavailable', 'a.example')).toBe(
      'The key for a.example cannot be kept',
    );
  });
});
