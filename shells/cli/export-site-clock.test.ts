// `export --location all` from the built command line (out/cli) in plain Node, against the built-in
// demo company, whose sites ship with their zones (issue 38): each row's start_local, end_local and
// timezone are its site's own, and its site's local day is the one asked for; --tz puts every row in
// that zone. Intl, not our zone code, is the oracle for the local times.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { addDays } from '#shared/time/civil';
import { LOCATION_TEMPLATES } from '../../demo-api/fixtures';
import { EXIT } from './exit-codes';
import { useDemoCli } from './testing/demo-cli';

const cli = useDemoCli({
  apiKey: 'export-site-clock-key-0123456789',
  now: Date.now(),
  folder: 'export-site-clock',
});

// A whole day before today everywhere (the built-in demo company's "now" is the real one).
const day = addDays(new Date().toISOString().slice(0, 10), -2);
const zoneOf = new Map(LOCATION_TEMPLATES.map((t) => [t.name, t.zone]));

type Row = Record<string, string>;

/** Exports every location of the demo company over `day`; the file's rows. */
async function exportAll(out: string, extra: readonly string[] = []): Promise<Row[]> {
  const result = await cli.run([
    'export',
    '--account',
    'demo',
    '--location',
    'all',
    '--from',
    day,
    ...extra,
    '--no-bom',
    '--delimiter',
    ',',
    '--out',
    out,
  ]);
  expect(result.code, result.stderr).toBe(EXIT.ok);
  const [header, ...rows] = parse(await readFile(join(cli.home, out), 'utf8')) as string[][];
  return rows.map((row) => Object.fromEntries(header!.map((h, i) => [h, row[i]!])));
}

/** `YYYY-MM-DD HH:mm:ss` of an ISO instant on the zone's clock, as Intl reads it. */
function localOf(zone: string, iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(Date.parse(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** Whether a row's local times overlap `day` on its own clock (end exclusive). */
const overlapsDay = (row: Row) =>
  row.start_local! < `${addDays(day, 1)} 00:00:00` && row.end_local! > `${day} 00:00:00`;

describe('export --location all from the built command line', () => {
  it('writes each row on its own site’s clock: its local times, its zone and its day', async () => {
    const rows = await exportAll('sites.csv');
    const locations = new Set(rows.map((r) => r.location));
    // The demo company's sites are hours apart: one zone for all would show.
    expect(new Set([...locations].map((l) => zoneOf.get(l!))).size).toBeGreaterThan(1);
    for (const row of rows) {
      const zone = zoneOf.get(row.location!);
      expect(zone, row.location).toBeDefined();
      expect(row.timezone, row.location).toBe(zone);
      expect(row.start_local).toBe(localOf(zone!, row.start_utc!));
      expect(row.end_local).toBe(localOf(zone!, row.end_utc!));
      expect(overlapsDay(row), `${row.location} ${row.start_local}–${row.end_local}`).toBe(true);
    }
    expect(new Set(rows.map((r) => r.timezone))).toEqual(
      new Set([...locations].map((l) => zoneOf.get(l!))),
    );
  });

  it('with --tz writes every row in that zone, its days that zone’s', async () => {
    const rows = await exportAll('utc.csv', ['--tz', 'UTC']);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.timezone).toBe('UTC');
      expect(row.start_local).toBe(localOf('UTC', row.start_utc!));
      expect(row.end_local).toBe(localOf('UTC', row.end_utc!));
      expect(overlapsDay(row)).toBe(true);
    }
  });
});
