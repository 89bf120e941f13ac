// `node --import ./register.mjs out/main/index.js --cli …`: resolves `electron` to the stand-in
// and leaves every other module to Node's own loader, so keytar and the rest load as they ship.
import { register } from 'node:module';

register(new URL('./resolve-electron.mjs', import.meta.url));
