// Loaded with `node --import` into a process the benchmark measures (the CLI export). It records the
// API requests the process makes (paths only: the key travels in a header and is never seen here) and,
// as the process exits, its peak resident memory and sampled peak heap, into the JSON file named by
// BENCH_CHILD_REPORT.
import { writeFileSync } from 'node:fs';

const reportPath = process.env.BENCH_CHILD_REPORT;
const requests = [];
const realFetch = globalThis.fetch;

globalThis.fetch = function benchFetch(input, init) {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const parsed = new URL(url);
  requests.push({ path: parsed.pathname + parsed.search, atMs: performance.now() });
  return realFetch.call(this, input, init);
};

// The heap's peak, sampled: what the process holds in JavaScript objects while it computes.
let peakHeapBytes = process.memoryUsage().heapUsed;
setInterval(() => {
  peakHeapBytes = Math.max(peakHeapBytes, process.memoryUsage().heapUsed);
}, 20).unref();

process.on('exit', (code) => {
  if (!reportPath) return;
  const report = {
    code,
    // resourceUsage().maxRSS is in kibibytes: the peak since the process started.
    maxRssKb: process.resourceUsage().maxRSS,
    uptimeMs: performance.now(),
    peakHeapBytes: Math.max(peakHeapBytes, process.memoryUsage().heapUsed),
    requests,
  };
  writeFileSync(reportPath, JSON.stringify(report));
});
