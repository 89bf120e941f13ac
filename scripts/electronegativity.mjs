// `npm run test:security`: runs @doyensec/electronegativity over shells/desktop/ and fails on any HIGH or MEDIUM
// finding not in the allow-list below, and on an allow-list entry that no longer matches a finding.
// The tool itself always exits 0, so its findings are judged here.
import { readFileSync } from 'node:fs';
import runElectronegativity from '@doyensec/electronegativity';
import { judgeFindings } from './electronegativity-judge.mjs';

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

// The library API, not the CLI: the CLI writes its CSV header and its rows with two racing async
// writes, so the header can land over the first row and the report cannot be trusted.
const { issues, errors } = await runElectronegativity({
  input: 'shells/desktop',
  isRelative: true,
  electronVersionOverride: ELECTRON_VERSION,
  customScan: [],
  // This check downloads Electron's release list; runs here are offline and the version is pinned.
  excludeFromScan: ['AvailableSecurityFixesGlobalCheck'],
});
if (errors.length > 0) {
  console.error(`✖ electronegativity could not parse ${errors.length} file(s):`);
  for (const e of errors) console.error(`  ${e.file ?? ''} ${e.message ?? e.error ?? ''}`);
  process.exit(1);
}
const findings = issues.map((issue) => ({
  check: issue.id,
  severity: String(issue.severity.name).toUpperCase(),
  file: String(issue.file).replace(/\\/g, '/'),
  location: `${issue.location.line}:${issue.location.column}`,
  description: issue.description,
}));
const { lines, failures } = judgeFindings(findings, ALLOWED);
for (const line of lines) console.log(line);
console.log(
  `electronegativity: ${findings.length} finding(s), ${failures} blocking (HIGH or MEDIUM, or a stale exception).`,
);
process.exitCode = failures > 0 ? 1 : 0;
