import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// Builds the command line into plain JavaScript under out/cli/, from its entry, so every command
// (and whatever they import) comes along. Run with `node` alone: dependencies stay external and
// come from the production node_modules (zod, dayjs, undici, nodemailer, optional keytar). Lingui's core, which
// looks up the reports' words, is a development dependency: it is bundled, with what it imports.
export default defineConfig({
  ssr: { noExternal: [/^@lingui\//, /^@messageformat\//, /^@noble\//, 'moo'] },
  build: {
    ssr: resolve(import.meta.dirname, 'shells/cli/main.ts'),
    outDir: 'out/cli',
    emptyOutDir: true,
    target: 'node22',
    sourcemap: false,
    minify: false,
    rollupOptions: {
      output: {
        format: 'es',
        entryFileNames: 'bookings-viewer.js',
        // Flat, next to the entry: app-version finds package.json two folders up.
        chunkFileNames: '[name]-[hash].js',
        banner: (chunk) => (chunk.isEntry ? '#!/usr/bin/env node' : ''),
      },
    },
  },
});
