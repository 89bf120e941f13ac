/** The fake bridge's zone suggestions: the shared rule over a fake company's own bookings. */
import type { SiteZoneSuggestions } from '#shared/contract';
import { suggestZone } from '#shared/sites/zone-suggestion';
import type { FakeCompany } from './fake-company';

const FOUR_WEEKS_MS = 28 * 86_400_000;

/** As the backend suggests them: each site without a zone, from its name or its last four weeks' starts. */
export function fakeZoneSuggestions(company: FakeCompany, nowMs: number): SiteZoneSuggestions {
  const since = nowMs - FOUR_WEEKS_MS;
  return {
    suggestions: company.locations.items.flatMap((location) => {
      if (company.sites?.[location.id]?.zone) return [];
      const startsMs = company.bookings
        .filter((b) => b.location?.id === location.id && b.startMs >= since && b.startMs < nowMs)
        .map((b) => b.startMs);
      const suggestion = suggestZone({
        name: location.name,
        startsMs,
        accountZone: company.settings.zone,
      });
      return suggestion ? [{ locationId: location.id, ...suggestion }] : [];
    }),
  };
}
