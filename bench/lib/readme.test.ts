import { describe, expect, it } from 'vitest';
import type { MachineInfo } from './machine';
import { withLatest } from './readme';

const machine: MachineInfo = {
  cpuModel: 'Test CPU',
  cores: 2,
  memoryGb: 8,
  node: 'v22.0.0',
  chromium: '140.0',
  platform: 'linux x64',
  date: '2026-11-22T01:00:00.000Z',
  gitCommit: '0123456789abcdef',
  gitDirty: false,
};

describe('withLatest', () => {
  it('replaces only the block between the markers', () => {
    const readme = 'intro\n<!-- bench:latest:start -->\nold\n<!-- bench:latest:end -->\noutro\n';
    const out = withLatest(readme, '| a | b |', machine);
    expect(
      out.startsWith(
        'intro\n<!-- bench:latest:start -->\nMeasured 2026-11-22 01:00 UTC on Test CPU (2 cores)',
      ),
    ).toBe(true);
    expect(out).toContain('at commit 0123456.');
    expect(out).toContain('| a | b |\n<!-- bench:latest:end -->\noutro\n');
    expect(out).not.toContain('old');
  });

  it('leaves a README without markers alone', () => {
    expect(withLatest('no markers here', '| a |', machine)).toBe('no markers here');
  });
});
