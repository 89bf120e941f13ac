// `npm run test:electron`: the real-window specs (e2e/electron) against the built app, with
// Playwright's Electron support. Where Electron's binary is not installed, one line says so (exit 0).
import { spawnSync } from 'node:child_process';
import { electronBinary, NO_ELECTRON_REASON } from './electron-binary.mjs';

if (!electronBinary()) {
  console.log(`↷ ${NO_ELECTRON_REASON}`);
  process.exit(0);
}
const npx = (...args) => spawnSync('npx', ['--no-install', ...args], { stdio: 'inherit' });
// `npm test` has just built; run alone, build first so the specs see the current sources.
if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const specs = npx('playwright', 'test', '--config', 'playwright.electron.config.ts');
process.exit(specs.status ?? 1);
