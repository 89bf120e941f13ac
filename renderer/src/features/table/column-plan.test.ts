import { describe, expect, it } from 'vitest';
import { EMAIL_MIN_PX, planColumns, USER_MIN_PX } from './column-plan';

const key = { bay: 120, tag: 90, start: 70, end: 70, duration: 90 };
const fixed = 440;
const keys = (width: number) => planColumns(key, width).columns.map((c) => c.key);

describe('the table’s columns', () => {
  it('keep the key columns at their content’s width at any size', () => {
    for (const width of [300, 600, 750, 1200, 2000]) {
      const plan = planColumns(key, width);
      for (const name of ['bay', 'tag', 'start', 'end', 'duration'] as const)
        expect(plan.columns.find((c) => c.key === name)?.width).toBe(key[name]);
    }
  });

  it('share what is left between the user and the e-mail, filling the width', () => {
    const plan = planColumns(key, 1200);
    expect(keys(1200)).toEqual(['user', 'email', 'bay', 'tag', 'start', 'end', 'duration']);
    expect(plan.tableWidth).toBe(1200);
    expect(plan.columns.reduce((sum, c) => sum + c.width, 0)).toBe(1200);
  });

  it('let the e-mail go first when there is too little room for both', () => {
    const justEnough = fixed + USER_MIN_PX + EMAIL_MIN_PX;
    expect(keys(justEnough)).toContain('email');
    expect(keys(justEnough - 1)).not.toContain('email');
    expect(planColumns(key, justEnough - 1).tableWidth).toBe(justEnough - 1);
  });

  it('scroll sideways rather than cut anything when even the user has too little room', () => {
    const plan = planColumns(key, fixed + 50);
    expect(plan.columns[0]).toEqual({ key: 'user', width: USER_MIN_PX });
    expect(plan.tableWidth).toBe(fixed + USER_MIN_PX);
  });
});
