// The floor of an export: the same API requests, fetched 4 at a time and JSON-parsed, nothing else.
// Plain JavaScript (no tsx) so its start-up costs no more than node's own.
// Input: BENCH_FLOOR_INPUT names a JSON file { baseUrl, paths, concurrency }; the key is in BOOKINGS_API_KEY.
// Output (stdout): one JSON line { records, bytes, requests, activeMs }.
import { readFileSync } from 'node:fs';

const input = JSON.parse(readFileSync(process.env.BENCH_FLOOR_INPUT ?? '', 'utf8'));
const apiKey = process.env.BOOKINGS_API_KEY ?? '';
const { origin } = new URL(input.baseUrl);
const paths = input.paths;
const started = performance.now();
let records = 0;
let bytes = 0;
let next = 0;

async function worker() {
  while (next < paths.length) {
    const path = paths[next++];
    const res = await fetch(origin + path, {
      headers: { ApiKey: apiKey, Accept: 'application/json' },
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`HTTP ${res.status} for a floor request`);
    bytes += text.length;
    const body = JSON.parse(text);
    records += Array.isArray(body) ? body.length : 0;
  }
}

await Promise.all(Array.from({ length: Math.max(1, input.concurrency ?? 4) }, worker));
process.stdout.write(
  `${JSON.stringify({ records, bytes, requests: paths.length, activeMs: performance.now() - started })}\n`,
);
