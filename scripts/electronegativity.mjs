// `npm run test:security`: runs @doyensec/electronegativity over electron/ and fails on any HIGH or MEDIUM finding.
// The tool itself always exits 0, so its CSV report is parsed here.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';

// Justified exceptions, each by check name AND file, so a new occurrence elsewhere still fails.
const ALLOWED = [
  {
    check: 'OPEN_EXTERNAL_JS_CHECK',
    file: 'main/security.ts',
    why: 'openHttpsExternally parses the URL and passes only https: links to shell.openExternal.',
  },
  {
    check: 'OPEN_EXTERNAL_JS_CHECK',
    file: 'main/menu.ts',
    why: 'fixed https help links, checked again, passed to the injected openHttpsExternally.',
  },
  {
    check: 'PRELOAD_JS_CHECK',
    file: 'main/window-options.ts',
    why: 'the preload is required; it exposes one named function per contract method, never ipcRenderer.',
  },
];

// Offline runs cannot look the version up, so pass the pinned one.
const ELECTRON_VERSION = JSON.parse(
  readFileSync('package.json', 'utf8'),
).devDependencies.electron.replace(/^[^\d]*/, '');

const dir = mkdtempSync(join(tmpdir(), 'electronegativity-'));
const report = join(dir, 'report.csv');
try {
  const run = spawnSync(
    'npx',
    [
      '--no-install',
      'electronegativity',
      '-i',
      'electron',
      '-o',
      report,
      '-r',
      '-v',
      'false',
      '-e',
      ELECTRON_VERSION,
    ],
    { encoding: 'utf8' },
  );
  let text;
  try {
    text = readFileSync(report, 'utf8');
  } catch {
    console.error('✖ electronegativity produced no report:');
    console.error((run.stderr || run.stdout || '').slice(-2000));
    process.exit(1);
  }
  const rows = parse(text, { columns: true, trim: true, skip_empty_lines: true });
  const findings = rows.map((r) => ({
    check: r.issue,
    severity: String(r.severity).toUpperCase(),
    confidence: r.confidence,
    file: String(r.filename).replace(/\\/g, '/'),
    location: r.location,
    description: r.description,
  }));
  let failures = 0;
  for (const f of findings) {
    const allowed = ALLOWED.find((a) => a.check === f.check && f.file.endsWith(a.file));
    const blocking = (f.severity === 'HIGH' || f.severity === 'MEDIUM') && !allowed;
    if (blocking) failures++;
    const mark = blocking ? '✖' : allowed ? '↷ allowed:' : '·';
    console.log(
      `${mark} ${f.severity} ${f.check} electron/${f.file}:${f.location} ${f.description}`,
    );
    if (allowed) console.log(`    (${allowed.why})`);
  }
  console.log(
    `electronegativity: ${findings.length} finding(s), ${failures} blocking (HIGH or MEDIUM).`,
  );
  process.exitCode = failures > 0 ? 1 : 0;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
