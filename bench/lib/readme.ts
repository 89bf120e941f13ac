/** Keeps the "latest figures" table of bench/README.md in step with bench/results.json. */
import { readFile, writeFile } from 'node:fs/promises';
import type { MachineInfo } from './machine';

const START = '<!-- bench:latest:start -->';
const END = '<!-- bench:latest:end -->';

/** The README text with the block between the markers replaced (unchanged when a marker is missing). */
export function withLatest(readme: string, table: string, machine: MachineInfo): string {
  const from = readme.indexOf(START);
  const to = readme.indexOf(END);
  if (from < 0 || to < from) return readme;
  const commit = machine.gitCommit ? machine.gitCommit.slice(0, 7) : 'unknown';
  const block = [
    START,
    `Measured ${machine.date.slice(0, 16).replace('T', ' ')} UTC on ${machine.cpuModel} (${machine.cores} cores), Node ${machine.node}, Chromium ${machine.chromium ?? 'n/a'}, at commit ${commit}${machine.gitDirty ? ' (with uncommitted changes in the tree)' : ''}.`,
    '',
    table,
    END,
  ].join('\n');
  return readme.slice(0, from) + block + readme.slice(to + END.length);
}

/** Rewrites the README's latest-figures block in place. */
export async function updateReadme(
  path: string,
  table: string,
  machine: MachineInfo,
): Promise<void> {
  const text = await readFile(path, 'utf8').catch(() => null);
  if (text === null) return;
  const next = withLatest(text, table, machine);
  if (next !== text) await writeFile(path, next);
}
