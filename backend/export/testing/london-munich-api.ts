/**
 * Test helper: issue 38's two sites, London HQ (Europe/London) and a Munich site (Europe/Berlin),
 * two bays each, from Monday 25 May to Sunday 7 June 2026, with one booking a day on bay 1: 09:00–17:00
 * local each weekday, but 10:00–11:00 on each site's holidays (25 May at both, 4 June in Bavaria) and
 * on Saturday 30 May, none on the other weekend days: 11 bookings a site. Every booking starts at
 * 09:00 or 10:00 on its own site's clock.
 */
import type { TestServer } from '../../api/testing/http-server';
import { startSitesApi } from '../../api/testing/sites-api';

/** The API key the server takes. */
export const LONDON_MUNICH_KEY = 'london-munich-key-0123456789';

/** One site: its zone (the API never says it), its summer offset and its holidays in the period. */
export interface LondonMunichSite {
  readonly id: string;
  readonly name: string;
  readonly zone: string;
  /** The offset all through the period (both are on summer time). */
  readonly offset: string;
  /** The weekdays on which the booking is 10:00–11:00. */
  readonly holidays: readonly string[];
}

/** The two sites. */
export const LONDON_MUNICH: readonly [LondonMunichSite, LondonMunichSite] = [
  {
    id: '5a1e0c38-0000-4000-8000-000000000001',
    name: 'London HQ',
    zone: 'Europe/London',
    offset: '+01:00',
    holidays: ['2026-05-25'],
  },
  {
    id: '5a1e0c38-0000-4000-8000-000000000002',
    name: 'Munich Works',
    zone: 'Europe/Berlin',
    offset: '+02:00',
    holidays: ['2026-05-25', '2026-06-04'],
  },
];

/** The one weekend day with a booking. */
export const SATURDAY = '2026-05-30';

/** The days of the period, Monday 25 May to Sunday 7 June 2026. */
export const LONDON_MUNICH_DAYS = { from: '2026-05-25', to: '2026-06-07' } as const;

const bays = LONDON_MUNICH.flatMap((site, s) =>
  [1, 2].map((n) => ({
    id: `5a1e0c38-0000-4000-8000-0000000001${s}${n}`,
    name: `Bay ${n}`,
    tag: null,
    location: { id: site.id, name: site.name },
  })),
);

/** Each day of the period, `YYYY-MM-DD`, with its ISO weekday (1 Monday … 7 Sunday). */
function periodDays(): { day: string; weekday: number }[] {
  const days: { day: string; weekday: number }[] = [];
  for (let i = 0; i < 14; i += 1) {
    const date = new Date(Date.UTC(2026, 4, 25 + i));
    days.push({ day: date.toISOString().slice(0, 10), weekday: ((date.getUTCDay() + 6) % 7) + 1 });
  }
  return days;
}

const bookings = LONDON_MUNICH.flatMap((site, s) =>
  periodDays().flatMap(({ day, weekday }, d) => {
    const saturday = day === SATURDAY;
    if (weekday >= 6 && !saturday) return [];
    const short = saturday || site.holidays.includes(day);
    const [start, end] = short ? ['10:00', '11:00'] : ['09:00', '17:00'];
    return [
      {
        id: `5a1e0c38-0000-4000-8000-0000000002${s}${String(d).padStart(2, '0')}`,
        start_time: `${day}T${start}:00${site.offset}`,
        end_time: `${day}T${end}:00${site.offset}`,
        user: {
          id: `5a1e0c38-0000-4000-8000-0000000003${s}0`,
          name: 'Ann Lee',
          email: 'ann@example.com',
        },
        location: { id: site.id, name: site.name },
        bay: { id: bays[s * 2]!.id, name: 'Bay 1', tag: null },
      },
    ];
  }),
);

/** Starts the API on 127.0.0.1; bookings are answered for the location and window asked. */
export function startLondonMunichApi(refused: readonly string[] = []): Promise<TestServer> {
  return startSitesApi({
    key: LONDON_MUNICH_KEY,
    locations: LONDON_MUNICH.map(({ id, name }) => ({ id, name })),
    bays,
    bookings,
    refused,
  });
}
