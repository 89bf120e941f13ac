// Packages the app for Linux `dir` against a placeholder Electron and reports what landed in it.
// Electron's binaries cannot be downloaded on every machine, so this checks electron-builder's
// configuration (files, asar, unpacking, afterPack fuses) without one:
//   npx tsx scripts/package-check.ts
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The project root (where package.json and electron-builder.cjs live). */
export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Budget for app.asar plus app.asar.unpacked, in bytes; see the README's packaging section. */
export const PACKAGE_SIZE_BUDGET_BYTES = 12 * 1024 * 1024;

/** Electron's fuse sentinel, followed in the binary by the wire version, its length and the wire. */
export const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';

/** The placeholder's fuse wire: Electron 45's defaults ('1' on, '0' off), nine fuses. */
export const PLACEHOLDER_FUSE_WIRE = '101100011';

/**
 * Writes a placeholder unpacked Electron for Linux into `dir`: an `electron` "executable" that only
 * says it is a placeholder but carries a real fuse wire, so the afterPack hook flips real bits.
 */
export async function makePlaceholderElectron(dir: string): Promise<string> {
  await mkdir(join(dir, 'locales'), { recursive: true });
  await mkdir(join(dir, 'resources'), { recursive: true });
  const script = '#!/bin/sh\necho "placeholder Electron: cannot run" >&2\nexit 1\n';
  const wire = Buffer.concat([
    Buffer.from(`# ${FUSE_SENTINEL}`),
    Buffer.from([1, PLACEHOLDER_FUSE_WIRE.length]),
    Buffer.from(`${PLACEHOLDER_FUSE_WIRE}\n`),
  ]);
  await writeFile(join(dir, 'electron'), Buffer.concat([Buffer.from(script), wire]));
  await chmod(join(dir, 'electron'), 0o755);
  await writeFile(join(dir, 'locales', 'en-US.pak'), 'placeholder');
  return dir;
}

/** Reads the fuse wire of a binary written by makePlaceholderElectron (or a real Electron). */
export async function readFuseWire(binary: string): Promise<string> {
  const bytes = await readFile(binary);
  const at = bytes.indexOf(FUSE_SENTINEL);
  if (at < 0) throw new Error(`no fuse wire in ${binary}`);
  const start = at + FUSE_SENTINEL.length;
  const length = bytes[start + 1] ?? 0;
  return bytes.subarray(start + 2, start + 2 + length).toString('latin1');
}

/** Runs `electron-vite build` when out/ has no built main process yet (npm test builds first; this is for vitest run alone). */
export function ensureBuilt(root = PROJECT_ROOT): void {
  if (existsSync(join(root, 'out', 'main', 'index.js'))) return;
  const build = spawnSync('npx', ['--no-install', 'electron-vite', 'build'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`electron-vite build failed:\n${build.stderr}`);
}

/** Packages for Linux `dir` into `outputDir` with `electronDist`; returns the unpacked app folder. */
export function packageLinuxDir(electronDist: string, outputDir: string, root = PROJECT_ROOT) {
  const require = createRequire(import.meta.url);
  const cli = join(dirname(require.resolve('electron-builder/package.json')), 'cli.js');
  const run = spawnSync(
    process.execPath,
    [
      cli,
      '--linux',
      'dir',
      '--publish',
      'never',
      `-c.electronDist=${electronDist}`,
      '-c.npmRebuild=false',
      `-c.directories.output=${outputDir}`,
    ],
    // hook paths in the config are resolved from the working directory
    { cwd: root, encoding: 'utf8', env: { ...process.env, BV_SKIP_FUSES: '' } },
  );
  const log = `${run.stdout}\n${run.stderr}`;
  if (run.status !== 0) throw new Error(`electron-builder failed (${run.status}):\n${log}`);
  return { appOutDir: join(outputDir, 'linux-unpacked'), log };
}

/** One entry of an asar archive's header. */
export interface AsarEntry {
  readonly path: string;
  readonly size: number;
  readonly unpacked: boolean;
}

interface AsarNode {
  files?: Record<string, AsarNode>;
  size?: number;
  offset?: string;
  unpacked?: boolean;
}

/** Lists the files in an asar archive by reading its header (a Chromium pickle holding JSON). */
export async function listAsar(archive: string): Promise<readonly AsarEntry[]> {
  const bytes = await readFile(archive);
  // [u32 4][u32 header pickle size][u32 payload size][u32 JSON length][JSON…]
  const jsonLength = bytes.readUInt32LE(12);
  const header = JSON.parse(bytes.subarray(16, 16 + jsonLength).toString('utf8')) as AsarNode;
  const entries: AsarEntry[] = [];
  const walk = (node: AsarNode, prefix: string): void => {
    for (const [name, child] of Object.entries(node.files ?? {})) {
      const path = `${prefix}/${name}`;
      if (child.files) walk(child, path);
      else entries.push({ path, size: child.size ?? 0, unpacked: child.unpacked === true });
    }
  };
  walk(header, '');
  return entries;
}

/**
 * Copies the archive's packed files under `under` (e.g. /node_modules) into `dest`, at the same
 * paths, so Node can run what the packaged app would load. Unpacked files are left out.
 */
export async function extractAsar(archive: string, under: string, dest: string): Promise<number> {
  const bytes = await readFile(archive);
  // Files start after the header pickle: [u32 4][u32 header pickle size][header pickle…][files…]
  const filesStart = 8 + bytes.readUInt32LE(4);
  const jsonLength = bytes.readUInt32LE(12);
  const header = JSON.parse(bytes.subarray(16, 16 + jsonLength).toString('utf8')) as AsarNode;
  let count = 0;
  const walk = async (node: AsarNode, path: string): Promise<void> => {
    for (const [name, child] of Object.entries(node.files ?? {})) {
      const at = `${path}/${name}`;
      if (child.files) await walk(child, at);
      else if (at.startsWith(`${under}/`) && !child.unpacked && child.offset !== undefined) {
        const start = filesStart + Number(child.offset);
        await mkdir(dirname(join(dest, at)), { recursive: true });
        await writeFile(join(dest, at), bytes.subarray(start, start + (child.size ?? 0)));
        count++;
      }
    }
  };
  await walk(header, '');
  return count;
}

async function listTree(dir: string): Promise<{ path: string; size: number }[]> {
  if (!existsSync(dir)) return [];
  const names = await readdir(dir, { recursive: true });
  const files: { path: string; size: number }[] = [];
  for (const name of names) {
    const info = await stat(join(dir, name));
    if (info.isFile()) files.push({ path: `/${name.split(sep).join('/')}`, size: info.size });
  }
  return files;
}

/** What a packaged app folder holds: the asar's files, the unpacked files, sizes and fuses. */
export async function inspectPackage(appOutDir: string, executableName = 'bookings-viewer') {
  const resources = join(appOutDir, 'resources');
  const archive = join(resources, 'app.asar');
  const asar = await listAsar(archive);
  const unpacked = await listTree(join(resources, 'app.asar.unpacked'));
  const asarBytes = (await stat(archive)).size;
  const unpackedBytes = unpacked.reduce((sum, file) => sum + file.size, 0);
  return {
    asar,
    unpacked,
    asarBytes,
    unpackedBytes,
    totalBytes: asarBytes + unpackedBytes,
    fuseWire: await readFuseWire(join(appOutDir, executableName)),
    resources: relative(appOutDir, resources),
  };
}

const entry = process.argv[1];
if (entry !== undefined && import.meta.url === pathToFileURL(resolve(entry)).href) {
  const { mkdtemp, rm } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const work = await mkdtemp(join(tmpdir(), 'bv-package-check-'));
  try {
    ensureBuilt();
    const electronDist = await makePlaceholderElectron(join(work, 'electron'));
    const { appOutDir } = packageLinuxDir(electronDist, join(work, 'dist'));
    const report = await inspectPackage(appOutDir);
    console.log(`app.asar: ${report.asar.length} files, ${report.asarBytes} bytes`);
    console.log(`unpacked: ${report.unpacked.map((f) => f.path).join(', ')}`);
    console.log(`total ${report.totalBytes} bytes (budget ${PACKAGE_SIZE_BUDGET_BYTES})`);
    console.log(`fuse wire ${PLACEHOLDER_FUSE_WIRE} -> ${report.fuseWire}`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
