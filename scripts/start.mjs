// `npm start`: build, then launch Electron, or say in one line why it cannot run here.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

function electronBinary() {
  try {
    const dir = dirname(require.resolve('electron/package.json'));
    const pathFile = join(dir, 'path.txt');
    if (!existsSync(pathFile)) return null;
    const binary = join(dir, 'dist', readFileSync(pathFile, 'utf8').trim());
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

const binary = electronBinary();
if (!binary) {
  console.error(
    'Electron is not installed on this machine (its binary could not be downloaded): run `npm run web` to use Bookings Viewer in your browser instead.',
  );
  process.exit(1);
}
const build = spawnSync('npx', ['--no-install', 'electron-vite', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const app = spawnSync(binary, ['.', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(app.status ?? 0);
