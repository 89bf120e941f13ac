/**
 * Builds a Dataset from a seed and a preset. Dates are relative to the UTC day of `now`, so a demo
 * always shows recent and upcoming bookings; the same (seed, preset, day) always gives the same data.
 */
import type { Dataset, DemoBay, DemoLocation } from './dataset';
import { LOCATION_TEMPLATES, TAG_WEIGHTS, TAGS } from './fixtures';
import { generateLocationBookings } from './generate-bookings';
import { LocalDays } from './local-days';
import { generatePeople } from './people';
import { Prng, deterministicUuid } from './prng';
import { TableBuilder } from './table-builder';

/** The shape of a data set: per location its bay count and booking density, and the date range. */
export interface DatasetSpec {
  readonly locations: readonly { readonly bays: number; readonly density: number }[];
  /** Bookings start from this many days before today (UTC)… */
  readonly daysBack: number;
  /** …to this many days after today, included. */
  readonly daysAhead: number;
  /** Users per bay at each location (at least one user per location). */
  readonly usersPerBay: number;
}

/** The named sizes of the demo server. */
/** demo: the built-in company; large: 10 locations, 2,000 bays, a year; large-2y: the same over two years. */
export type Scale = 'demo' | 'large' | 'large-2y';

const DEMO_BAYS = [24, 20, 16];
const DEMO_DENSITY = [2.5, 2.0, 2.2];
// The biggest location carries ~4 bookings per bay per day; the rest share 1,500 bays more sparsely.
const LARGE_BAYS = [500, 300, 250, 200, 180, 160, 140, 120, 90, 60];
const LARGE_DENSITY = [4, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5];

/**
 * The spec of a preset. `sizeFactor` (default 1) scales bay counts down for tests of the large
 * generator; dates and densities stay as they are.
 */
export function presetSpec(scale: Scale, sizeFactor = 1): DatasetSpec {
  const scaled = (bays: readonly number[], density: readonly number[]): DatasetSpec['locations'] =>
    bays.map((n, i) => ({
      bays: Math.max(1, Math.round(n * sizeFactor)),
      density: density[i] ?? 1,
    }));
  switch (scale) {
    case 'demo':
      return {
        locations: scaled(DEMO_BAYS, DEMO_DENSITY),
        daysBack: 60,
        daysAhead: 30,
        usersPerBay: 2.5,
      };
    case 'large':
    case 'large-2y':
      return {
        locations: scaled(LARGE_BAYS, LARGE_DENSITY),
        // Two years for the bench's comparison of a year with the year before.
        daysBack: scale === 'large' ? 334 : 334 + 365,
        daysAhead: 30,
        usersPerBay: 1.5,
      };
  }
}

const DAY_MS = 86_400_000;
/** Extra local days computed past the range, so multi-day bookings have somewhere to end. */
const TAIL_DAYS = 6;

function generateBays(seed: number, rng: Prng, spec: DatasetSpec): DemoBay[] {
  const bays: DemoBay[] = [];
  spec.locations.forEach((loc, l) => {
    const areas = LOCATION_TEMPLATES[l % LOCATION_TEMPLATES.length]?.areas ?? ['Bay'];
    const width = loc.bays > 99 ? 3 : 2;
    const perArea = Math.ceil(loc.bays / areas.length);
    for (let i = 0; i < loc.bays; i++) {
      const area = areas[Math.floor(i / perArea)] ?? 'Bay';
      const number = String((i % perArea) + 1).padStart(width, '0');
      bays.push({
        id: deterministicUuid(seed, 'bay', bays.length),
        name: `${area} · ${number}`,
        tag: rng.weighted(TAGS, TAG_WEIGHTS),
        location: l,
      });
    }
  });
  return bays;
}

/** Generates the whole data set. Deterministic in (seed, spec, UTC day of nowMs). */
export function generateDataset(seed: number, spec: DatasetSpec, nowMs: number): Dataset {
  const rng = new Prng(seed, 1);
  const today = Math.floor(nowMs / DAY_MS);
  const firstDay = today - spec.daysBack;
  const dayCount = spec.daysBack + spec.daysAhead + 1 + TAIL_DAYS;
  const locations: DemoLocation[] = spec.locations.map((_, l) => {
    const template = LOCATION_TEMPLATES[l % LOCATION_TEMPLATES.length];
    const suffix =
      l >= LOCATION_TEMPLATES.length ? ` ${Math.floor(l / LOCATION_TEMPLATES.length) + 1}` : '';
    return {
      id: deterministicUuid(seed, 'location', l),
      name: `${template?.name ?? 'Location'}${suffix}`,
      zone: template?.zone ?? 'UTC',
    };
  });
  const bays = generateBays(seed, rng, spec);
  const people = generatePeople(
    seed,
    rng,
    spec.locations.map((loc) => Math.ceil(loc.bays * spec.usersPerBay)),
  );
  const expected = spec.locations.reduce((sum, loc) => sum + loc.bays * loc.density, 0);
  const builder = new TableBuilder(expected * (dayCount - TAIL_DAYS) * 1.1 + 64);
  let firstBay = 0;
  spec.locations.forEach((loc, l) => {
    const firstUser = people.blockStart[l] as number;
    generateLocationBookings(
      new Prng(seed, 100 + l),
      {
        days: new LocalDays(locations[l]?.zone ?? 'UTC', firstDay, dayCount),
        firstBay,
        bayCount: loc.bays,
        firstUser,
        userCount: (people.blockStart[l + 1] as number) - firstUser,
        density: loc.density,
        walkDays: dayCount - TAIL_DAYS,
      },
      builder,
    );
    firstBay += loc.bays;
  });
  const bayLocation = Uint32Array.from(bays, (b) => b.location);
  return {
    seed,
    locations,
    bays,
    users: people.users,
    bookings: builder.build(bayLocation, locations.length),
  };
}
