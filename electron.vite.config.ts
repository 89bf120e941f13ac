import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { rendererBuildOptions, rendererPlugins } from './scripts/renderer-build';

// Builds the Electron main process, the sandboxed preload (CommonJS, as sandboxed preloads must be)
// and the renderer into out/. The browser shell serves out/renderer too.
export default defineConfig({
  main: {
    build: {
      // keytar is an optionalDependency, which electron-vite would otherwise bundle together with the
      // build machine's native binary; electron-builder must rebuild it per target architecture.
      externalizeDeps: { include: ['keytar'] },
      rollupOptions: { input: { index: resolve(__dirname, 'shells/desktop/main/index.ts') } },
    },
  },
  preload: {
    build: {
      externalizeDeps: true,
      rollupOptions: {
        input: { index: resolve(__dirname, 'shells/desktop/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'renderer'),
    plugins: rendererPlugins(__dirname),
    build: rendererBuildOptions(resolve(__dirname, 'renderer/index.html')),
  },
});
