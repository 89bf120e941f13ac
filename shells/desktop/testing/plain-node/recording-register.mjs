// `node --import ./recording-register.mjs out/main/index.js`, in a process the test forked: resolves
// `electron` to the recording stand-in, and `keytar` to the test's keychain when BV_STAND_IN_KEYCHAIN
// is `test` (else the real keytar loads, as it ships). Synchronous hooks, since the bundle loads
// keytar with require() and module.register's hooks would not see that.
import * as nodeModule from 'node:module';

if (typeof nodeModule.registerHooks !== 'function')
  throw new Error(
    'The recording Electron stand-in needs Node 22.15 or later (module.registerHooks).',
  );

const standIns = new Map([['electron', new URL('./recording-electron.mjs', import.meta.url).href]]);
if (process.env.BV_STAND_IN_KEYCHAIN === 'test')
  standIns.set('keytar', new URL('./control-keytar.mjs', import.meta.url).href);

nodeModule.registerHooks({
  resolve(specifier, context, nextResolve) {
    const url = standIns.get(specifier);
    return url ? { url, format: 'module', shortCircuit: true } : nextResolve(specifier, context);
  },
});
