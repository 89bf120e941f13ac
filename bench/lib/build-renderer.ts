/**
 * A production build of the renderer into a folder of the benchmark's own, so the figures are of
 * the current source (not whatever out/ holds) and the shared out/ folder is left alone.
 */
import { join } from 'node:path';
import { build } from 'vite';
import { rendererBuildOptions, rendererPlugins } from '../../scripts/renderer-build';

/** Builds renderer/ into outDir with the app's own build settings (minify: false for readable profiles), with relative asset paths as electron-vite makes them. */
export async function buildRenderer(
  repoRoot: string,
  outDir: string,
  options: { minify?: boolean } = {},
): Promise<void> {
  const app = rendererBuildOptions(join(repoRoot, 'renderer', 'index.html'));
  await build({
    configFile: false,
    root: join(repoRoot, 'renderer'),
    base: './',
    mode: 'production',
    logLevel: 'warn',
    plugins: rendererPlugins(repoRoot),
    build: {
      ...app,
      outDir,
      minify: options.minify ?? app.minify,
      emptyOutDir: true,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 10_000,
    },
  });
}
