// Loaded with `node --import` into a process the benchmark measures (the CLI export). It records the
// API requests the process makes (paths only: the key travels in a header and is never seen here) and,
// as the process exits, its peak resident memory and sampled peak heap, into the JSON file named by
// BENCH_CHILD_REPORT.
import { readFileSync, writeFileSync } from 'node:fs';

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

/**
 * The process's own peak resident memory, in kibibytes. On Linux, the VmHWM of its address space:
 * getrusage's maxRSS (resourceUsage) also counts what the parent held when it forked this process
 * (the kernel keeps that high-water mark across exec), so a child of a large benchmark process
 * reported the parent's size, not its own. Elsewhere, maxRSS.
 */
function peakRssKb() {
  try {
    const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (hwm) return Number(hwm[1]);
  } catch {
    // No /proc: not Linux.
  }
  return process.resourceUsage().maxRSS;
}

process.on('exit', (code) => {
  if (!reportPath) return;
  const report = {
    code,
    maxRssKb: peakRssKb(),
    uptimeMs: performance.now(),
    peakHeapBytes: Math.max(peakHeapBytes, process.memoryUsage().heapUsed),
    requests,
  };
  writeFileSync(reportPath, JSON.stringify(report));
});
