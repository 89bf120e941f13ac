/**
 * The renderer's production build settings, shared by electron-vite (electron.vite.config.ts) and the
 * benchmarks (bench/lib/build-renderer.ts), so the figures are of the build users get.
 */
import type { BuildEnvironmentOptions } from 'vite';

/** Vite build options for renderer/index.html (the caller adds outDir). */
export function rendererBuildOptions(indexHtml: string): BuildEnvironmentOptions {
  return {
    minify: true,
    rollupOptions: { input: { index: indexHtml } },
  };
}
