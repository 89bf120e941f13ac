// Renders every app icon from the one source image, build/icon.svg:
//   npx tsx scripts/make-icons.ts
// build/icon.png (1024 px) feeds electron-builder's macOS .icns and Windows .ico; build/icons/NxN.png
// is the Linux set (AppImage, deb). resvg runs as WebAssembly, so the output is the same on every
// machine and the committed PNGs can be checked against a fresh render.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Resvg, initWasm } from '@resvg/resvg-wasm';

/** Sizes of the Linux icon set, in pixels (square). */
export const LINUX_ICON_SIZES: readonly number[] = [16, 24, 32, 48, 64, 128, 256, 512, 1024];

/** Size of build/icon.png, from which electron-builder derives .icns and .ico. */
export const MAIN_ICON_SIZE = 1024;

/** The project's build/ folder (electron-builder's buildResources). */
export const BUILD_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'build');

let wasmReady: Promise<void> | null = null;

function ensureWasm(): Promise<void> {
  // initWasm may run only once per process.
  wasmReady ??= (async () => {
    const require = createRequire(import.meta.url);
    await initWasm(await readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  })();
  return wasmReady;
}

/** Renders the SVG text to a square PNG of `size` pixels. */
export async function renderIconPng(svg: string, size: number): Promise<Uint8Array> {
  await ensureWasm();
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: size },
    background: 'rgba(0,0,0,0)',
  });
  const image = resvg.render();
  try {
    return image.asPng();
  } finally {
    image.free();
    resvg.free();
  }
}

/** The files the icon set consists of, relative to the build folder, with their pixel size. */
export function iconFiles(): readonly { readonly path: string; readonly size: number }[] {
  return [
    { path: 'icon.png', size: MAIN_ICON_SIZE },
    ...LINUX_ICON_SIZES.map((size) => ({ path: join('icons', `${size}x${size}.png`), size })),
  ];
}

/** Renders build/icon.svg into `outDir` (default: build/), returning the paths written. */
export async function makeIcons(
  sourceSvg = join(BUILD_DIR, 'icon.svg'),
  outDir = BUILD_DIR,
): Promise<readonly string[]> {
  const svg = await readFile(sourceSvg, 'utf8');
  const written: string[] = [];
  for (const { path, size } of iconFiles()) {
    const target = join(outDir, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, await renderIconPng(svg, size));
    written.push(target);
  }
  return written;
}

const entry = process.argv[1];
if (entry !== undefined && import.meta.url === pathToFileURL(resolve(entry)).href) {
  const written = await makeIcons();
  for (const path of written) console.log(`wrote ${path}`);
}
