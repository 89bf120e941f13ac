// The real OS keychain round trip. `npm run test:keychain` under dbus-run-session + gnome-keyring in CI.
// Outside CI, with no Secret Service answering, it skips and says why; with CI set it must run.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createKeytarSecretStore } from './keytar-secret-store';

const inCi = Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';
const service = `Bookings Viewer test ${randomUUID()}`;
const store = createKeytarSecretStore(service);
const availability = await store.available();

if (!availability.ok && !inCi) {
  console.warn(`Keychain round trip skipped: ${availability.reason}`);
}

describe.skipIf(!availability.ok && !inCi)('keytar secret store against the OS keychain', () => {
  const account = `account-${randomUUID()}`;
  afterAll(async () => {
    if (availability.ok) await store.delete(account).catch(() => false);
  });

  it('has a keychain to talk to', () => {
    expect(availability).toEqual({ ok: true });
  });

  it('stores, reads, replaces and deletes a key', async () => {
    expect(await store.get(account)).toBeNull();
    await store.set(account, 'first-key-ÄÖü');
    expect(await store.get(account)).toBe('first-key-ÄÖü');
    await store.set(account, 'second-key');
    expect(await store.get(account)).toBe('second-key');
    expect(await store.delete(account)).toBe(true);
    expect(await store.get(account)).toBeNull();
    expect(await store.delete(account)).toBe(false);
  });

  it('keeps entries of different services apart', async () => {
    const other = createKeytarSecretStore(`${service} other`);
    await store.set(account, 'mine');
    expect(await other.get(account)).toBeNull();
    await store.delete(account);
  });
});
