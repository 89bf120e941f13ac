import { describe, expect, it, vi } from 'vitest';

const keytar = vi.hoisted(() => ({ mode: 'no-service' as 'no-service' | 'works' }));
vi.mock('keytar', () => ({
  getPassword: async () => {
    if (keytar.mode === 'no-service')
      throw new Error('Cannot autolaunch D-Bus without X11 $DISPLAY');
    return null;
  },
  setPassword: async () => {
    if (keytar.mode === 'no-service')
      throw new Error('Cannot autolaunch D-Bus without X11 $DISPLAY');
  },
  deletePassword: async () => false,
}));

const { createKeytarSecretStore } = await import('./keytar-secret-store');

describe('keytar secret store without a Secret Service', () => {
  it('says plainly why keys cannot be stored', async () => {
    keytar.mode = 'no-service';
    const store = createKeytarSecretStore('BV unit');
    const availability = await store.available();
    expect(availability.ok).toBe(false);
    if (!availability.ok) {
      expect(availability.reason).toContain('No keychain service answered');
      expect(availability.reason).toContain('Cannot autolaunch D-Bus');
    }
  });

  it('fails writes with keychain-unavailable and never echoes the secret', async () => {
    keytar.mode = 'no-service';
    const store = createKeytarSecretStore('BV unit');
    const failure = await store.set('acc', 'the-secret-value').catch((e: unknown) => e);
    expect(failure).toMatchObject({ kind: 'keychain-unavailable' });
    expect(String((failure as Error).message)).not.toContain('the-secret-value');
  });

  it('is available when the service answers', async () => {
    keytar.mode = 'works';
    expect(await createKeytarSecretStore('BV unit').available()).toEqual({ ok: true });
  });
});
