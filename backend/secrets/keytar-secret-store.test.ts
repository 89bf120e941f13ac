import { describe, expect, it } from 'vitest';
import { pickKeytar, requireKeytar, type Keytar, type KeytarLoad } from './keytar-module';
import { createKeytarSecretStore } from './keytar-secret-store';

const noService = async (): Promise<never> => {
  throw new Error('Cannot autolaunch D-Bus without X11 $DISPLAY');
};

function fakeKeytar(mode: 'no-service' | 'works'): Keytar {
  return {
    getPassword: mode === 'works' ? async () => null : noService,
    setPassword: mode === 'works' ? async () => undefined : noService,
    deletePassword: async () => false,
  };
}

const loaded = (keytar: Keytar) => (): KeytarLoad => ({ kind: 'loaded', keytar });

describe('keytar secret store without a Secret Service', () => {
  it('says plainly why keys cannot be stored', async () => {
    const store = createKeytarSecretStore('BV unit', loaded(fakeKeytar('no-service')));
    const availability = await store.available();
    expect(availability.ok).toBe(false);
    if (!availability.ok) {
      expect(availability.reason).toContain('No keychain service answered');
      expect(availability.reason).toContain('Cannot autolaunch D-Bus');
    }
  });

  it('fails writes with keychain-unavailable and never echoes the secret', async () => {
    const store = createKeytarSecretStore('BV unit', loaded(fakeKeytar('no-service')));
    const failure = await store.set('acc', 'the-secret-value').catch((e: unknown) => e);
    expect(failure).toMatchObject({ kind: 'keychain-unavailable' });
    expect(String((failure as Error).message)).not.toContain('the-secret-value');
  });

  it('is available when the service answers', async () => {
    const store = createKeytarSecretStore('BV unit', loaded(fakeKeytar('works')));
    expect(await store.available()).toEqual({ ok: true });
  });
});

describe('keytar module shapes', () => {
  const whole = fakeKeytar('works');

  it('takes the whole module from require, from Vitest-style and from Node-ESM-style namespaces', () => {
    // Node's ESM loader: only getPassword is found as a named export; `default` is module.exports.
    const nodeEsmNamespace = { getPassword: whole.getPassword, default: whole };
    for (const shape of [whole, nodeEsmNamespace, { ...whole, default: whole }]) {
      const picked = pickKeytar(shape);
      expect(picked.kind).toBe('loaded');
      if (picked.kind === 'loaded') expect(picked.keytar).toBe(whole);
    }
  });

  it('names the missing functions when neither the namespace nor its default has them all', () => {
    expect(pickKeytar({ getPassword: whole.getPassword })).toEqual({
      kind: 'unusable',
      detail: 'keytar arrived without setPassword, deletePassword',
    });
    expect(pickKeytar(null)).toMatchObject({ kind: 'unusable' });
  });

  it('reports a module of the wrong shape as our defect, never as a missing keychain service', async () => {
    const store = createKeytarSecretStore('BV unit', () => pickKeytar({ getPassword: noService }));
    const failure = await store.set('acc', 'secret').catch((e: unknown) => e);
    expect(failure).toMatchObject({ kind: 'internal' });
    expect(String((failure as Error).message)).toContain('defect in Bookings Viewer');
    expect(String((failure as Error).message)).not.toContain('No keychain service');
    const availability = await store.available();
    expect(availability).toMatchObject({ ok: false });
    if (!availability.ok) expect(availability.reason).toContain('setPassword, deletePassword');
  });

  it('says how to install keytar when it is absent', async () => {
    const store = createKeytarSecretStore('BV unit', () => ({ kind: 'missing', detail: 'x' }));
    const failure = await store.get('acc').catch((e: unknown) => e);
    expect(failure).toMatchObject({ kind: 'keychain-unavailable' });
    expect(String((failure as Error).message)).toContain('libsecret-1-dev');
  });

  it('loads the installed keytar whole with require', () => {
    const load = requireKeytar();
    // keytar is optional: where its native part did not build, loading says so instead.
    expect(['loaded', 'missing']).toContain(load.kind);
  });
});
