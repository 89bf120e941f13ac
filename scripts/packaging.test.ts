// Checks the packaging configuration on a machine that cannot download Electron: electron-builder
// packages for Linux `dir` against a placeholder Electron (with a real fuse wire), and the test
// asserts on what landed in app.asar and app.asar.unpacked, and on the flipped fuses.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FuseV1Options } from '@electron/fuses';
import { afterPack, electronBinaryPath, FUSES } from '../build/after-pack.mjs';
import { iconFiles, renderIconPng } from './make-icons';
import {
  FUSE_SENTINEL,
  PACKAGE_SIZE_BUDGET_BYTES,
  PLACEHOLDER_FUSE_WIRE,
  PROJECT_ROOT,
  ensureBuilt,
  extractAsar,
  inspectPackage,
  makePlaceholderElectron,
  packageLinuxDir,
  readFuseWire,
} from './package-check';

const require = createRequire(import.meta.url);
const pkg = require('../package.json') as {
  version: string;
  dependencies: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies: Record<string, string>;
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a plain CommonJS config object
const config = require('../electron-builder.cjs') as any;

const targetsOf = (platform: { target: unknown[] }) =>
  platform.target.map((t) => (typeof t === 'string' ? t : (t as { target: string }).target));

describe('electron-builder configuration', () => {
  it('names the app and limits the package to out/ and production dependencies', () => {
    expect(config.appId).toBe('com.bookingsviewer.app');
    expect(config.productName).toBe('Bookings Viewer');
    expect(config.directories.buildResources).toBe('build');
    expect(config.files[0]).toBe('out/**');
    expect(config.files.slice(1).every((p: string) => p.startsWith('!'))).toBe(true);
    expect(config.asar).toBe(true);
    expect(config.asarUnpack).toContain('**/*.node');
    expect(config.version, 'the version must come from package.json').toBeUndefined();
  });

  it('targets AppImage and deb, dmg for x64 and arm64, and nsis', () => {
    expect(targetsOf(config.linux)).toEqual(['AppImage', 'deb']);
    expect(config.mac.target).toEqual([{ target: 'dmg', arch: ['x64', 'arm64'] }]);
    expect(targetsOf(config.win)).toEqual(['nsis']);
    expect(config.deb.depends).toContain('libsecret-1-0');
    expect(config.linux.maintainer).toMatch(/\S+ <\S+@\S+>/);
    expect(config.linux.category).toBeTruthy();
  });

  it('names the executable bookings-viewer, which the deb links on PATH as the command line', () => {
    expect(config.executableName).toBe('bookings-viewer');
    // electron-builder's own after-install script makes the /usr/bin link; a custom one would drop it.
    expect(config.deb.afterInstall).toBeUndefined();
    expect(config.linux.afterInstall).toBeUndefined();
  });

  it('uses an afterPack hook that exists, and icons that exist', () => {
    expect(existsSync(join(PROJECT_ROOT, config.afterPack))).toBe(true);
    expect(existsSync(join(PROJECT_ROOT, config.linux.icon, '512x512.png'))).toBe(true);
    expect(existsSync(join(PROJECT_ROOT, config.mac.icon))).toBe(true);
  });
});

describe('icons', () => {
  it('are the committed renders of build/icon.svg, at their stated sizes', async () => {
    const svg = await readFile(join(PROJECT_ROOT, 'build', 'icon.svg'), 'utf8');
    for (const { path, size } of iconFiles()) {
      const committed = await readFile(join(PROJECT_ROOT, 'build', path));
      // PNG IHDR: width and height are big-endian u32 at bytes 16 and 20.
      expect([committed.readUInt32BE(16), committed.readUInt32BE(20)], path).toEqual([size, size]);
      const fresh = Buffer.from(await renderIconPng(svg, size));
      expect(fresh.equals(committed), `${path} is stale: run npx tsx scripts/make-icons.ts`).toBe(
        true,
      );
    }
  });
});

describe('afterPack hook', () => {
  const context = (electronPlatformName: string, appOutDir = '/x') => ({
    appOutDir,
    electronPlatformName,
    arch: 1,
    packager: {
      appInfo: { productFilename: 'Bookings Viewer' },
      executableName: 'bookings-viewer',
    },
  });

  it('finds the Electron executable of each platform', () => {
    expect(electronBinaryPath(context('linux'))).toBe(join('/x', 'bookings-viewer'));
    expect(electronBinaryPath(context('win32'))).toBe(join('/x', 'Bookings Viewer.exe'));
    expect(electronBinaryPath(context('darwin'))).toBe(join('/x', 'Bookings Viewer.app'));
    expect(() => electronBinaryPath(context('beos'))).toThrow(/unknown platform/);
  });

  it('names every fuse the installed @electron/fuses knows, strictly', () => {
    const named = Object.keys(FUSES).filter((key) => /^\d+$/.test(key));
    const known = Object.values(FuseV1Options).filter((v) => typeof v === 'number');
    expect(named.map(Number).sort()).toEqual([...known].sort());
    expect(FUSES.strictlyRequireAllFuses).toBe(true);
  });

  it('fails the build on an Electron whose fuse wire has a fuse FUSES does not name', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bv-fuses-'));
    try {
      const wire = `${PLACEHOLDER_FUSE_WIRE}1`;
      const binary = join(dir, 'bookings-viewer');
      await writeFile(
        binary,
        Buffer.concat([
          Buffer.from(`# ${FUSE_SENTINEL}`),
          Buffer.from([1, wire.length]),
          Buffer.from(`${wire}\n`),
        ]),
      );
      const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
      await expect(afterPack(context('linux', dir))).rejects.toThrow(/strictlyRequireAllFuses/);
      log.mockRestore();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('leaves the binary alone, saying so, only when BV_SKIP_FUSES=1', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bv-fuses-'));
    try {
      await makePlaceholderElectron(dir);
      const { rename } = await import('node:fs/promises');
      await rename(join(dir, 'electron'), join(dir, 'bookings-viewer'));
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      vi.stubEnv('BV_SKIP_FUSES', '1');
      await afterPack(context('linux', dir));
      vi.unstubAllEnvs();
      expect(warn.mock.calls[0]?.[0]).toMatch(/fuses NOT flipped/);
      warn.mockRestore();
      expect(await readFuseWire(join(dir, 'bookings-viewer'))).toBe(PLACEHOLDER_FUSE_WIRE);
    } finally {
      vi.unstubAllEnvs();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the packaged app (Linux dir, placeholder Electron)', () => {
  let work = '';
  let report: Awaited<ReturnType<typeof inspectPackage>>;
  let log = '';

  beforeAll(async () => {
    ensureBuilt();
    work = await mkdtemp(join(tmpdir(), 'bv-packaging-'));
    const electronDist = await makePlaceholderElectron(join(work, 'electron'));
    const packaged = packageLinuxDir(electronDist, join(work, 'dist'));
    log = packaged.log;
    report = await inspectPackage(packaged.appOutDir);
  }, 120_000);

  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });

  const paths = () => report.asar.map((e) => e.path);

  it('holds the built main, preload and renderer, as built', async () => {
    for (const file of [
      '/out/main/index.js',
      '/out/preload/index.cjs',
      '/out/renderer/index.html',
    ]) {
      const entry = report.asar.find((e) => e.path === file);
      expect(entry, file).toBeDefined();
      expect(entry!.size, file).toBe((await stat(join(PROJECT_ROOT, file))).size);
    }
    expect(paths().some((p) => /^\/out\/renderer\/assets\/.+\.js$/.test(p))).toBe(true);
  });

  it('carries the command line: the plain-JS build, and the --cli mode in main', async () => {
    const cli = report.asar.find((e) => e.path === '/out/cli/bookings-viewer.js');
    expect(cli, 'out/cli/bookings-viewer.js').toBeDefined();
    expect(cli!.size).toBe((await stat(join(PROJECT_ROOT, 'out/cli/bookings-viewer.js'))).size);
    const main = await readFile(join(PROJECT_ROOT, 'out/main/index.js'), 'utf8');
    expect(main).toContain('"--cli"');
    expect(main).toContain('Usage: bookings-viewer <command>');
  });

  it('holds nothing but out/, package.json and production node_modules', () => {
    const top = new Set(paths().map((p) => p.split('/')[1]));
    expect([...top].sort()).toEqual(['node_modules', 'out', 'package.json']);
    const sources = paths().filter((p) => /\.(ts|tsx|mts|cts|map)$/.test(p) || /\.test\./.test(p));
    expect(sources).toEqual([]);
    const production = [
      ...Object.keys(pkg.dependencies),
      ...Object.keys(pkg.optionalDependencies ?? {}),
    ];
    for (const name of production) {
      expect(
        paths().some((p) => p.startsWith(`/node_modules/${name}/`)),
        name,
      ).toBe(true);
    }
  });

  it('holds no devDependency (React, Mantine, vitest, TypeScript, Electron…)', () => {
    const everything = [...paths(), ...report.unpacked.map((f) => f.path)];
    const leaked = Object.keys(pkg.devDependencies).filter((name) =>
      everything.some((p) => p.startsWith(`/node_modules/${name}/`)),
    );
    expect(leaked).toEqual([]);
    expect(everything.some((p) => p.startsWith('/node_modules/@mantine/'))).toBe(false);
  });

  it('unpacks keytar’s native module next to the asar', () => {
    const native = report.asar.find(
      (e) => e.path === '/node_modules/keytar/build/Release/keytar.node',
    );
    expect(native?.unpacked).toBe(true);
    expect(report.unpacked.map((f) => f.path)).toContain(
      '/node_modules/keytar/build/Release/keytar.node',
    );
    // Every native module, wherever the bundler put it, must load from outside the archive.
    const packedNative = report.asar.filter((e) => e.path.endsWith('.node') && !e.unpacked);
    expect(packedNative).toEqual([]);
    // build intermediates of keytar stay out
    expect(report.unpacked.filter((f) => f.path.includes('obj.target'))).toEqual([]);
  });

  it('carries all of date-holidays that the holidays need, for every calendar', async () => {
    // The trimmed tree (electron-builder.cjs) works out every country's and region's holidays as
    // the full one does: a file it needs but lost would fail to load or give other days.
    const tree = join(work, 'asar');
    await extractAsar(join(work, 'dist/linux-unpacked/resources/app.asar'), '/node_modules', tree);
    const script = (root: string) => `
      const { default: Holidays } = await import(${JSON.stringify(join(root, 'node_modules/date-holidays/src/index.js'))});
      const names = new Holidays();
      const days = [];
      for (const country of Object.keys(names.getCountries()))
        for (const state of [undefined, ...Object.keys(names.getStates(country) ?? {})]) {
          const calendar = state ? new Holidays(country, state) : new Holidays(country);
          for (const year of [2026, 2031]) for (const h of calendar.getHolidays(year)) days.push(h.date + h.name);
        }
      console.log(JSON.stringify({ count: days.length, days: days.join('|').length }));`;
    const run = (root: string) => {
      const done = spawnSync(process.execPath, ['--input-type=module', '-e', script(root)], {
        encoding: 'utf8',
      });
      expect(done.stderr).toBe('');
      return JSON.parse(done.stdout) as { count: number; days: number };
    };
    const packaged = run(tree);
    expect(packaged.count).toBeGreaterThan(10_000);
    expect(packaged).toEqual(run(PROJECT_ROOT));
  }, 120_000);

  it(`stays under the size budget (${PACKAGE_SIZE_BUDGET_BYTES / 1024 / 1024} MiB for app.asar + unpacked)`, () => {
    expect(report.totalBytes).toBeGreaterThan(0);
    expect(report.totalBytes).toBeLessThan(PACKAGE_SIZE_BUDGET_BYTES);
  });

  it('flips the fuses in the packaged executable through the afterPack hook', () => {
    expect(log).toContain('afterPack: fuses flipped');
    const expected = [...PLACEHOLDER_FUSE_WIRE]
      .map((bit, index) => {
        const setting = (FUSES as Record<number, boolean | undefined>)[index];
        return setting === undefined ? bit : setting ? '1' : '0';
      })
      .join('');
    expect(report.fuseWire).toBe(expected);
    // Pinned bit by bit, so a change to FUSES is a change here too: RunAsNode, NODE_OPTIONS, --inspect,
    // the V8 snapshot and file://'s extra privileges off; cookie encryption, asar integrity,
    // asar-only loading and WebAssembly trap handlers on.
    expect(report.fuseWire).toBe('010011001');
    expect(PLACEHOLDER_FUSE_WIRE[7]).toBe('1');
  });
});
