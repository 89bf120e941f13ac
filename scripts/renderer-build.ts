/**
 * The renderer's production build settings, shared by electron-vite (electron.vite.config.ts) and the
 * benchmarks (bench/lib/build-renderer.ts), so the figures are of the build users get.
 */
import { join } from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import type { BuildEnvironmentOptions, PluginOption } from 'vite';

/** Vite build options for renderer/index.html (the caller adds outDir). */
export function rendererBuildOptions(indexHtml: string): BuildEnvironmentOptions {
  return {
    minify: true,
    rollupOptions: { input: { index: indexHtml } },
  };
}

/**
 * React, and Lingui: its macros (t, Trans, msg) become catalog lookups, and the .po catalogs
 * compile when imported; a message that does not compile fails the build.
 */
export function rendererPlugins(repoRoot: string): PluginOption[] {
  return [
    react(),
    lingui({
      macroTransform: true,
      failOnCompileError: true,
      configPath: join(repoRoot, 'lingui.config.ts'),
    }),
  ];
}
