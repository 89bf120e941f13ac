// The target's colours against every background a status is drawn on: the page, a striped row and
// a hovered row, in light and dark (Mantine's body, gray-0/1 and dark-7/6/5).
import { describe, expect, it } from 'vitest';
import { TARGET_COLOURS } from './target-colours';

const BACKGROUNDS = {
  light: ['#ffffff', '#f8f9fa', '#f1f3f5'],
  dark: ['#242424', '#2e2e2e', '#3b3b3b'],
} as const;

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('the target colours', () => {
  it.each(['light', 'dark'] as const)('hold 4.5:1 on every background, %s', (scheme) => {
    for (const [status, colours] of Object.entries(TARGET_COLOURS))
      for (const background of BACKGROUNDS[scheme])
        expect(
          contrast(colours[scheme], background),
          `${status} ${colours[scheme]} on ${background}`,
        ).toBeGreaterThanOrEqual(4.5);
  });
});
