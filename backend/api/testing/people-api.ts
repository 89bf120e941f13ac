/**
 * Test helper: issue 40's hand-worked week at two sites, London HQ (Europe/London) and Munich Works
 * (Europe/Berlin), Monday 8 to Sunday 14 June 2026, open Monday to Friday 08:00–18:00:
 * - Siobhán O’Neill: 3 bookings on 3 days at both sites, 20 h (one hour of it after closing);
 * - José Müller: 1 booking, 3 h; Łukasz Øvergaard: 1, 2 h; Lin Chen: 1, 1 h (all at acme.example);
 * - Kim Vance, a contractor (contractor.example): 2 bookings, 16 h;
 * - and a booking without a user, which is no person.
 */
import type { TestServer } from './http-server';
import { startSitesApi, type RawSiteBooking } from './sites-api';

/** The API key the server takes. */
export const PEOPLE_KEY = 'people-week-key-0123456789';

/** The two sites, with their zones (the API never says them). */
export const PEOPLE_SITES = [
  {
    id: '7e0b1e00-0000-4000-8000-000000000001',
    name: 'London HQ',
    zone: 'Europe/London',
    offset: '+01:00',
  },
  {
    id: '7e0b1e00-0000-4000-8000-000000000002',
    name: 'Munich Works',
    zone: 'Europe/Berlin',
    offset: '+02:00',
  },
] as const;

/** The week. */
export const PEOPLE_WEEK = { from: '2026-06-08', to: '2026-06-14' } as const;

const [london, munich] = PEOPLE_SITES;
const bay = (site: (typeof PEOPLE_SITES)[number], n: number) => ({
  id: `${site.id.slice(0, -2)}${n}${site.id.slice(-1)}`,
  name: `Bay ${n}`,
  tag: null,
  location: { id: site.id, name: site.name },
});
const bays = [bay(london, 1), bay(london, 2), bay(munich, 1), bay(munich, 2)];

const siobhan = { id: 'u-siobhan', name: 'Siobhán O’Neill', email: 'siobhan.oneill@acme.example' };
const jose = { id: 'u-jose', name: 'José Müller', email: 'jose.mueller@acme.example' };
const lukasz = { id: 'u-lukasz', name: 'Łukasz Øvergaard', email: 'lukasz.overgaard@acme.example' };
const lin = { id: 'u-lin', name: 'Lin Chen', email: 'lin.chen@ACME.example' };
const kim = { id: 'u-kim', name: 'Kim Vance', email: 'kim@contractor.example' };

let count = 0;
function booking(
  site: (typeof PEOPLE_SITES)[number],
  bayIndex: number,
  user: object | null,
  day: string,
  from: string,
  to: string,
): RawSiteBooking {
  const b = bays[bayIndex] as (typeof bays)[number];
  return {
    id: `7e0b1e00-0000-4000-8000-1000000000${String(++count).padStart(2, '0')}`,
    start_time: `${day}T${from}:00${site.offset}`,
    end_time: `${day}T${to}:00${site.offset}`,
    location: { id: site.id, name: site.name },
    bay: b,
    user,
  };
}

/** Every booking of the week. */
export const PEOPLE_BOOKINGS: readonly RawSiteBooking[] = [
  booking(london, 0, siobhan, '2026-06-08', '09:00', '17:00'),
  booking(london, 0, siobhan, '2026-06-09', '13:00', '19:00'),
  booking(munich, 2, siobhan, '2026-06-10', '09:00', '15:00'),
  booking(london, 1, jose, '2026-06-08', '10:00', '13:00'),
  booking(munich, 3, lukasz, '2026-06-09', '14:00', '16:00'),
  booking(london, 1, lin, '2026-06-12', '12:00', '13:00'),
  booking(munich, 2, kim, '2026-06-08', '08:00', '16:00'),
  booking(munich, 2, kim, '2026-06-11', '08:00', '16:00'),
  booking(london, 1, null, '2026-06-10', '09:00', '10:00'),
];

/** Starts the API on 127.0.0.1. */
export function startPeopleApi(): Promise<TestServer> {
  return startSitesApi({
    key: PEOPLE_KEY,
    locations: PEOPLE_SITES.map(({ id, name }) => ({ id, name })),
    bays,
    bookings: PEOPLE_BOOKINGS,
  });
}
