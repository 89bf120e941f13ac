import { describe, expect, it } from 'vitest';
import { keychainServiceName } from './secret-store';
import { createMemorySecretStore } from './testing/memory-secret-store';

describe('memory secret store', () => {
  it('round-trips and deletes', async () => {
    const store = createMemorySecretStore();
    expect(await store.available()).toEqual({ ok: true });
    await store.set('a', 'secret');
    expect(await store.get('a')).toBe('secret');
    expect(await store.delete('a')).toBe(true);
    expect(await store.get('a')).toBeNull();
  });
  it('can simulate a machine without a keychain', async () => {
    const store = createMemorySecretStore({ unavailableReason: 'No keychain here.' });
    expect(await store.available()).toEqual({ ok: false, reason: 'No keychain here.' });
    await expect(store.set('a', 'b')).rejects.toThrow('No keychain here.');
  });
  it('takes the service name from BOOKINGS_VIEWER_KEYCHAIN_SERVICE for tests', () => {
    expect(keychainServiceName({})).toBe('Bookings Viewer');
    expect(keychainServiceName({ BOOKINGS_VIEWER_KEYCHAIN_SERVICE: 'BV test' })).toBe('BV test');
  });
});
