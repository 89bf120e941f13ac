import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { insightsFixture } from '../../testing/insights-fixture';
import { createLocaleFormat } from '../../ui/locale/locale-format';
import { resolveLocale } from '../../ui/locale/resolve';
import { dayWordsOf } from '../../ui/locale/day-words';
import { BAR_LABEL_GAP_PX, planBarLabels, type BarBands } from './bar-labels';
import { barLabelChoices, overTime } from './over-time';

// The source messages: English, as the tests assert them.
const sourceMessages = setupI18n({ locale: 'en', messages: { en: {} } });
const fmt = { short: (d: string) => d, long: (d: string) => `long ${d}` };
const english = createLocaleFormat(
  resolveLocale({ locales: ['en-US'], clock: 'auto', weekStart: 'auto' }),
);
const german = createLocaleFormat(
  resolveLocale({ locales: ['de-DE'], clock: 'auto', weekStart: 'auto' }),
);
// 6 px a character.
const measure = (text: string) => text.length * 6;

/** The plan for a period's bars across `plotPx`, after a 40 px axis and before an 8 px margin. */
function plan(from: string, to: string, plotPx: number, locale = english) {
  const data = overTime(insightsFixture(from, to).days, fmt, sourceMessages);
  const keys = data.points.map((p) => p.key);
  const bands: BarBands = { keys, left: 40, band: plotPx / keys.length, right: 40 + plotPx + 8 };
  return {
    bands,
    labels: planBarLabels(bands, barLabelChoices(data, dayWordsOf(locale)), measure),
  };
}

/** Every label inside [0, right] and a gap clear of the one before. */
function expectNoneCut(bands: BarBands, labels: ReadonlyMap<string, string>): void {
  let end = -Infinity;
  bands.keys.forEach((key, i) => {
    const text = labels.get(key);
    if (text === undefined) return;
    const centre = bands.left + (i + 0.5) * bands.band;
    const half = measure(text) / 2;
    expect(centre - half).toBeGreaterThanOrEqual(Math.max(0, end + BAR_LABEL_GAP_PX));
    expect(centre + half).toBeLessThanOrEqual(bands.right);
    end = centre + half;
  });
}

describe('the use-over-time chart’s labels', () => {
  it('write every day in full when the bars are wide enough', () => {
    const { labels } = plan('2026-03-19', '2026-03-25', 700);
    expect([...labels.values()]).toEqual([
      'Thu, Mar 19',
      'Fri, Mar 20',
      'Sat, Mar 21',
      'Sun, Mar 22',
      'Mon, Mar 23',
      'Tue, Mar 24',
      'Wed, Mar 25',
    ]);
  });

  it('write shorter before they leave days out; a day number alone only under every bar', () => {
    // 50 px bars: "Thu, Mar 19" (66 px) overlaps its neighbours, "Mar 19" (36 px and 12) does not.
    expect([...plan('2026-03-19', '2026-03-25', 350).labels.values()]).toEqual([
      'Mar 19',
      'Mar 20',
      'Mar 21',
      'Mar 22',
      'Mar 23',
      'Mar 24',
      'Mar 25',
    ]);
    // 25 px bars: only "19".
    expect([...plan('2026-03-19', '2026-03-25', 175).labels.values()]).toEqual([
      '19',
      '20',
      '21',
      '22',
      '23',
      '24',
      '25',
    ]);
    // 12 px bars for 30 days: whole dates on Mondays, never a lone "2" among gaps.
    const month = plan('2026-02-24', '2026-03-25', 360).labels;
    expect([...month.keys()]).toEqual(['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23']);
    expect([...month.values()]).toEqual(['Mon, Mar 2', 'Mon, Mar 9', 'Mon, Mar 16', 'Mon, Mar 23']);
  });

  it('measure German dates: shorter words where the English ones fit in full', () => {
    // "Mo., 16. März" is 78 px: with the gap, more than a week of 12 px bars.
    const { bands, labels } = plan('2026-02-24', '2026-03-25', 360, german);
    expect([...labels.values()]).toEqual(['2. März', '9. März', '16. März', '23. März']);
    expectNoneCut(bands, labels);
  });

  it('leave out the last label alone when it would run past the chart’s edge', () => {
    // 16 px bars: every third day fits "Mar 19" (36 px and the gap), but the last one's label,
    // centred 8 px from the edge, would run past it.
    const data = overTime(insightsFixture('2026-03-19', '2026-03-25').days, fmt, sourceMessages);
    const keys = data.points.map((p) => p.key);
    const bands: BarBands = { keys, left: 40, band: 16, right: 40 + 7 * 16 };
    const labels = planBarLabels(bands, barLabelChoices(data, dayWordsOf(english)), measure);
    expect([...labels.values()]).toEqual(['Mar 19', 'Mar 22']);
  });

  it('label weeks at an even step', () => {
    const { bands, labels } = plan('2025-12-26', '2026-03-25', 150);
    // 14 weeks, "W52" 18 px: 30 px apart at least, every third week of 10.7 px bars.
    expect([...labels.values()]).toEqual(['W52', 'W3', 'W6', 'W9', 'W12']);
    expectNoneCut(bands, labels);
  });

  it('never cut or overlap a label, whatever the width', () => {
    for (const [from, to] of [
      ['2026-03-19', '2026-03-25'],
      ['2026-02-24', '2026-03-25'],
      ['2025-12-26', '2026-03-25'],
    ] as const)
      for (const plotPx of [60, 120, 233, 360, 512, 777, 1100]) {
        const { bands, labels } = plan(from, to, plotPx);
        expectNoneCut(bands, labels);
      }
  });
});
