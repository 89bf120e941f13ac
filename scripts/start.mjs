// `npm start`: build, then launch Electron, or say in one line why it cannot run here.
import { spawnSync } from 'node:child_process';
import { electronBinary } from './electron-binary.mjs';

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
