import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  ALWAYS,
  choose,
  COLUMNS,
  columnSpec,
  nameWidthOf,
  shownColumns,
} from './portfolio-columns';
import { figuresOf } from './testing/figures-fixture';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

// 1024 px: the window less the 250 px locations column and the main area's padding.
const AT_1024 = 1024 - 250 - 24;
const NAME = nameWidthOf(['Bengaluru Tech Park']);

describe('the All locations columns', () => {
  it('at 1024 px show bays needed and spare bays, beside utilisation and its change', () => {
    const plain = shownColumns({
      available: AT_1024,
      nameWidth: NAME,
      comparing: false,
      choice: {},
    });
    expect(plain).toEqual(expect.arrayContaining(['utilisation', 'needed', 'spare']));
    const compared = shownColumns({
      available: AT_1024,
      nameWidth: NAME,
      comparing: true,
      choice: {},
    });
    expect(compared).toEqual(
      expect.arrayContaining(['utilisation', 'utilisation-change', 'needed', 'spare']),
    );
    for (const shown of [plain, compared]) {
      const width = NAME + shown.reduce((n, id) => n + columnSpec(id).width, 0);
      expect(width).toBeLessThanOrEqual(AT_1024);
    }
  });

  it('always show bays needed and spare bays, however narrow, the target dropping first', () => {
    for (const available of [200, 400, 560]) {
      const shown = shownColumns({
        available,
        nameWidth: NAME,
        comparing: true,
        choice: {},
        targets: true,
      });
      expect(shown).toEqual(expect.arrayContaining([...ALWAYS]));
    }
    // Room for utilisation beside them, not for its target too.
    const room = NAME + columnSpec('needed').width + columnSpec('spare').width;
    const shown = shownColumns({
      available: room + columnSpec('utilisation').width + 10,
      nameWidth: NAME,
      comparing: false,
      choice: {},
      targets: true,
    });
    expect(shown).toEqual(['utilisation', 'needed', 'spare']);
  });

  it('fit on the widths the columns were drawn at, where known (longer words in German)', () => {
    const scope = {
      available: AT_1024,
      nameWidth: NAME,
      comparing: false,
      choice: {},
      targets: true,
    };
    const estimated = shownColumns(scope);
    expect(estimated).toContain('target');
    // As drawn in a language whose target words are long: the target no longer fits.
    const drawn = shownColumns({ ...scope, widths: { target: 400, needed: 120, spare: 110 } });
    expect(drawn).not.toContain('target');
    expect(drawn).toEqual(expect.arrayContaining(['utilisation', 'needed', 'spare']));
  });

  it('show everything when the width is not known, in table order, changes beside their figure', () => {
    const all = shownColumns({
      available: 0,
      nameWidth: 0,
      comparing: true,
      choice: {},
      targets: true,
    });
    expect(all).toEqual(COLUMNS.filter((c) => !c.optional).map((c) => c.id));
    expect(all.indexOf('bookings-change')).toBe(all.indexOf('bookings') + 1);
    const plain = shownColumns({ available: 0, nameWidth: 0, comparing: false, choice: {} });
    expect(plain.some((id) => id.endsWith('-change'))).toBe(false);
  });

  it('more room shows more, most telling first', () => {
    const narrow = shownColumns({ available: 700, nameWidth: NAME, comparing: true, choice: {} });
    const wide = shownColumns({ available: 1166, nameWidth: NAME, comparing: true, choice: {} });
    expect(wide.length).toBeGreaterThan(narrow.length);
    for (const id of narrow) expect(wide).toContain(id);
    expect(wide).toEqual(expect.arrayContaining(['bookings', 'bookings-change', 'peak']));
  });

  it('follow the user’s choice, which starts from the columns shown and hides nothing', () => {
    const auto = shownColumns({ available: AT_1024, nameWidth: NAME, comparing: true, choice: {} });
    const more = choose({}, auto, true, 'busiest', true);
    const shown = shownColumns({
      available: AT_1024,
      nameWidth: NAME,
      comparing: true,
      choice: more,
    });
    expect(shown).toEqual([...auto, 'busiest']);
    // Whatever the width: the choice is the user's.
    expect(
      shownColumns({ available: 400, nameWidth: NAME, comparing: true, choice: more }),
    ).toEqual(shown);
    const less = choose(more, shown, true, 'utilisation', false);
    const fewer = shownColumns({
      available: AT_1024,
      nameWidth: NAME,
      comparing: true,
      choice: less,
    });
    expect(fewer).not.toContain('utilisation');
    expect(fewer).not.toContain('utilisation-change');
  });

  it('a change shows beside its figure: chosen without comparing, the changes come with it', () => {
    const auto = shownColumns({
      available: AT_1024,
      nameWidth: NAME,
      comparing: false,
      choice: {},
    });
    const chosen = choose({}, auto, false, 'bays', true);
    expect(Object.keys(chosen).some((id) => id.endsWith('-change'))).toBe(false);
    const compared = shownColumns({
      available: AT_1024,
      nameWidth: NAME,
      comparing: true,
      choice: chosen,
    });
    expect(compared).toEqual(expect.arrayContaining(['bookings', 'bookings-change', 'bays']));
    expect(compared).not.toContain('people-change');
    // Turning a change on brings its figure.
    expect(choose({ peak: false }, [], true, 'peak-change', true)).toEqual({
      peak: true,
      'peak-change': true,
    });
  });

  it('show the target beside utilisation once a site has one, bays needed and spare still at 1024 px', () => {
    const scope = { available: AT_1024, nameWidth: NAME, comparing: true, choice: {} };
    expect(shownColumns(scope)).not.toContain('target');
    const shown = shownColumns({ ...scope, targets: true });
    expect(shown.slice(0, 3)).toEqual(['utilisation', 'utilisation-change', 'target']);
    expect(shown).toEqual(expect.arrayContaining(['needed', 'spare']));
    const width = NAME + shown.reduce((n, id) => n + columnSpec(id).width, 0);
    expect(width).toBeLessThanOrEqual(AT_1024);
  });

  it('show the target with a choice made before any site had one, until it is turned off', () => {
    const auto = shownColumns({
      available: AT_1024,
      nameWidth: NAME,
      comparing: false,
      choice: {},
    });
    const chosen = choose({}, auto, false, 'busiest', true);
    const scope = { available: AT_1024, nameWidth: NAME, comparing: false, choice: chosen };
    expect(shownColumns(scope)).not.toContain('target');
    const withTargets = shownColumns({ ...scope, targets: true });
    expect(withTargets).toEqual(expect.arrayContaining(['target', 'busiest']));
    const off = choose(chosen, withTargets, false, 'target', false);
    expect(shownColumns({ ...scope, choice: off, targets: true })).not.toContain('target');
    // Chosen on, it shows even where no site has a target (a dash each).
    const on = choose({}, auto, false, 'target', true);
    expect(shownColumns({ ...scope, choice: on })).toContain('target');
  });

  it('offer regular bookers and double bookings, shown only once chosen', () => {
    const all = shownColumns({ available: 0, nameWidth: 0, comparing: false, choice: {} });
    expect(all).not.toContain('regular');
    expect(all).not.toContain('doubles');
    expect(i18n._(columnSpec('regular').menuLabel)).toBe('Regular bookers');
    expect(i18n._(columnSpec('doubles').menuLabel)).toBe('Double bookings');
    const chosen = choose({}, all, false, 'doubles', true);
    const shown = shownColumns({
      available: 400,
      nameWidth: NAME,
      comparing: false,
      choice: chosen,
    });
    expect(shown).toContain('doubles');
    expect(shown).not.toContain('regular');
    // In table order: after the people.
    expect(shown.indexOf('doubles')).toBe(shown.indexOf('people') + 1);
    expect(columnSpec('regular').sortValue!(figuresOf(4, 0.5), null)).toBe(4);
  });

  it('sort a change column by the change', () => {
    const sort = columnSpec('utilisation-change').sortValue!;
    expect(sort(figuresOf(4, 0.75), figuresOf(4, 0.5))).toBeCloseTo(0.25);
    expect(sort(figuresOf(4, 0.75), null)).toBeNull();
  });
});
