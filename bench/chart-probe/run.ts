/**
 * `npx tsx bench/chart-probe/run.ts`: what the charts library costs. Bundles a page with one
 * Recharts chart (esbuild, minified, production React) and reports its size (raw and gzip) and the
 * time from render to first paint of 8,760 hourly points (a year) as a line and as bars, median of 7,
 * in headless Chromium. The figures and the judgement are in bench/README.md.
 */
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../../e2e/chromium';
import { median } from '../lib/stats';

const out = await build({
  entryPoints: [new URL('./probe-page.tsx', import.meta.url).pathname],
  bundle: true,
  minify: true,
  write: false,
  format: 'iife',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
});
const code = out.outputFiles[0]!.text;
const reactOnly = await build({
  stdin: {
    contents: "import { createRoot } from 'react-dom/client'; (window as any).r = createRoot;",
    loader: 'ts',
    resolveDir: process.cwd(),
  },
  bundle: true,
  minify: true,
  write: false,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
});
const kb = (s: string) => Math.round(Buffer.byteLength(s) / 1024);
const gz = (s: string) => Math.round(gzipSync(s).length / 1024);
const react = reactOnly.outputFiles[0]!.text;
process.stdout.write(
  `Recharts page: ${kb(code)} KB minified, ${gz(code)} KB gzip; React alone ${kb(react)} KB / ${gz(react)} KB, so Recharts adds about ${kb(code) - kb(react)} KB / ${gz(code) - gz(react)} KB.\n`,
);
const browser = await chromium.launch({ ...CHROMIUM_LAUNCH, args: [...CHROMIUM_LAUNCH.args] });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ content: code });
  for (const kind of ['line', 'bar'] as const) {
    const runs: number[] = [];
    await page.evaluate(`window.probe(${JSON.stringify(kind)}, 100)`); // warm up
    for (let i = 0; i < 7; i++)
      runs.push((await page.evaluate(`window.probe(${JSON.stringify(kind)}, 8760)`)) as number);
    process.stdout.write(
      `8,760 points as a ${kind} chart: median ${median(runs).toFixed(0)} ms to first paint (runs ${runs.map((r) => r.toFixed(0)).join(', ')}).\n`,
    );
  }
} finally {
  await browser.close();
}
