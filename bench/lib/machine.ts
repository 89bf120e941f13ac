/** What the figures were measured on, so results from different machines are not compared blindly. */
import { execFileSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';

/** Machine and code identity recorded with every results file. */
export interface MachineInfo {
  readonly cpuModel: string;
  readonly cores: number;
  readonly memoryGb: number;
  readonly node: string;
  /** Filled in once the browser has started. */
  chromium: string | null;
  readonly platform: string;
  readonly date: string;
  readonly gitCommit: string | null;
  /** Uncommitted changes in the working tree when the figures were taken. */
  readonly gitDirty: boolean | null;
}

function git(args: readonly string[], cwd: string): string | null {
  try {
    return execFileSync('git', [...args], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/** Reads the machine, Node and git facts (the Chromium version comes later, from the browser). */
export function machineInfo(repoRoot: string): MachineInfo {
  const cpu = cpus();
  const status = git(['status', '--porcelain', '--untracked-files=no'], repoRoot);
  return {
    cpuModel: cpu[0]?.model.trim() ?? 'unknown',
    cores: cpu.length,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    chromium: null,
    platform: `${process.platform} ${process.arch}`,
    date: new Date().toISOString(),
    gitCommit: git(['rev-parse', 'HEAD'], repoRoot),
    gitDirty: status === null ? null : status !== '',
  };
}
