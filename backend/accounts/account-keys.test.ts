import { describe, expect, it } from 'vitest';
import { createMemorySecretStore } from '../secrets/testing/memory-secret-store';
import { createAccountKeys } from './account-keys';

const acme = { id: 'acc-1', label: 'Acme', host: 'acme.example.com' };
const KEY = 'acme-key-0123456789';

describe('account keys', () => {
  it('hands a key out for the host it was saved with, however that host is spelt', async () => {
    const keys = createAccountKeys(createMemorySecretStore());
    await keys.save({ ...acme, host: 'ACME.example.com' }, KEY);
    expect(await keys.keyFor(acme)).toBe(KEY);
    expect(await keys.keyFor({ ...acme, host: ' Acme.Example.Com ' })).toBe(KEY);
  });

  it.each([
    ['another name', 'evil.example.net'],
    ['another port', 'acme.example.com:8443'],
    ['a loopback address', '127.0.0.1:9999'],
    ['no host at all', 'https://acme.example.com'],
  ])('refuses it for %s, naming both hosts and what to do', async (_what, host) => {
    const keys = createAccountKeys(createMemorySecretStore());
    await keys.save(acme, KEY);
    const refusal = keys.keyFor({ ...acme, host });
    await expect(refusal).rejects.toMatchObject({
      kind: 'auth',
      message: expect.stringContaining('add it again with its key'),
    });
    await expect(refusal).rejects.toThrow(/saved for acme\.example\.com/);
    await expect(refusal).rejects.not.toThrow(KEY);
  });

  it.each([
    ['a bare key (saved before keys named their host)', KEY],
    ['another JSON shape', JSON.stringify({ apiKey: KEY })],
    ['a later format', JSON.stringify({ v: 2, host: acme.host, apiKey: KEY })],
  ])('never uses %s', async (_what, secret) => {
    const store = createMemorySecretStore();
    await store.set(acme.id, secret);
    await expect(createAccountKeys(store).keyFor(acme)).rejects.toMatchObject({
      kind: 'auth',
      message: `The API key for "Acme" does not say which host it is for, so it was not sent. Remove the account and add it again with its key.`,
    });
  });

  it('says when the key is missing, and deletes a key', async () => {
    const store = createMemorySecretStore();
    const keys = createAccountKeys(store);
    await expect(keys.keyFor(acme)).rejects.toThrow(/missing from the keychain/);
    await keys.save(acme, KEY);
    expect(await keys.delete(acme.id)).toBe(true);
    expect(store.entries.size).toBe(0);
  });
});
