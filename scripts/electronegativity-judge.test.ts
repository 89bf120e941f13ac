import { describe, expect, it } from 'vitest';
import { judgeFindings, type Finding } from './electronegativity-judge.mjs';

const finding = (check: string, severity: string, file: string): Finding => ({
  check,
  severity,
  file,
  location: '1:1',
  description: 'd',
});
const ALLOWED = [{ check: 'PRELOAD_JS_CHECK', file: 'main/window.ts', why: 'needed' }];

describe('the security scan’s verdict', () => {
  it('blocks a HIGH or MEDIUM finding the allow-list does not cover, never a LOW one', () => {
    const { failures, lines } = judgeFindings(
      [
        finding('PRELOAD_JS_CHECK', 'MEDIUM', 'main/window.ts'),
        finding('CONTEXT_ISOLATION_JS_CHECK', 'HIGH', 'main/window.ts'),
        finding('OPEN_EXTERNAL_JS_CHECK', 'MEDIUM', 'main/menu.ts'),
        finding('CSP_GLOBAL_CHECK', 'LOW', 'main/security.ts'),
      ],
      ALLOWED,
    );
    expect(failures).toBe(2);
    expect(lines.filter((l) => l.startsWith('✖'))).toEqual([
      '✖ HIGH CONTEXT_ISOLATION_JS_CHECK shells/desktop/main/window.ts:1:1 d',
      '✖ MEDIUM OPEN_EXTERNAL_JS_CHECK shells/desktop/main/menu.ts:1:1 d',
    ]);
    expect(lines).toContain('    (needed)');
  });

  it('covers a finding by check and file together: the same check elsewhere still blocks', () => {
    const { failures } = judgeFindings(
      [
        finding('PRELOAD_JS_CHECK', 'MEDIUM', 'main/window.ts'),
        finding('PRELOAD_JS_CHECK', 'MEDIUM', 'main/other.ts'),
      ],
      ALLOWED,
    );
    expect(failures).toBe(1);
  });

  it('fails on an allow-list entry that matches no finding any more', () => {
    const { failures, lines } = judgeFindings([], ALLOWED);
    expect(failures).toBe(1);
    expect(lines).toEqual([
      '✖ allow-list entry PRELOAD_JS_CHECK in shells/desktop/main/window.ts matches nothing: remove it.',
    ]);
  });

  it('passes a clean scan', () => {
    expect(
      judgeFindings([finding('PRELOAD_JS_CHECK', 'MEDIUM', 'main/window.ts')], ALLOWED).failures,
    ).toBe(0);
  });
});
