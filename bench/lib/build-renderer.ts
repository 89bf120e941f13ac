/**
 * A production build of the renderer into a folder of the benchmark's own, so the figures are of
 * the current source (not whatever out/ holds) and the shared out/ folder is left alone.
 */
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** Builds renderer/ into outDir (minified unless told otherwise, e.g. for readable profiles), with relative asset paths as electron-vite makes them. */
export async function buildRenderer(
  repoRoot: string,
  outDir: string,
  options: { minify?: boolean } = {},
): Promise<void> {
  await build({
    configFile: false,
    root: join(repoRoot, 'renderer'),
    base: './',
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      minify: options.minify ?? true,
      emptyOutDir: true,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 10_000,
      rollupOptions: { input: { index: join(repoRoot, 'renderer', 'index.html') } },
    },
  });
}
