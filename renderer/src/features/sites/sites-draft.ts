/**
 * The Sites page's unsaved changes: each changed site's new settings, by location id. A change that
 * brings a site back to what is saved is no change. Saving sends every changed site in one call. Pure.
 */
import type { SiteRow, SiteSettings } from '#shared/contract';
import type { OpeningHours } from '#shared/sites/opening-hours';
import type { TargetBand } from '#shared/sites/target-band';

/** The new settings of each changed site. */
export type SitesDraft = ReadonlyMap<string, SiteSettings>;

/** No change. */
export const NO_CHANGES: SitesDraft = new Map();

function sameHours(a: OpeningHours | null, b: OpeningHours | null): boolean {
  if (a === null || b === null) return a === b;
  return a.every((span, i) => {
    const other = b[i] ?? null;
    return span === null || other === null
      ? span === other
      : span.startMinute === other.startMinute && span.endMinute === other.endMinute;
  });
}

/** Whether two targets are the same band (no target, absent or null, is the same as none). */
export function sameTarget(
  a: TargetBand | null | undefined,
  b: TargetBand | null | undefined,
): boolean {
  if (!a || !b) return !a && !b;
  return a.low === b.low && a.high === b.high;
}

/** Whether two settings say the same (no settings is not the same as settings). */
export function sameSettings(a: SiteSettings | null, b: SiteSettings | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.zone === b.zone &&
    sameHours(a.hours, b.hours) &&
    sameTarget(a.target, b.target) &&
    // No calendar, absent or null, is the same as none.
    (a.holidays ?? null) === (b.holidays ?? null)
  );
}

/** A site's settings as the page shows them: the draft's, else the saved ones. */
export function shownSettings(draft: SitesDraft, site: SiteRow): SiteSettings | null {
  return draft.get(site.locationId) ?? site.settings;
}

/** The draft with `change` made to each of `ids` (a site without settings starts from none). */
function changeEach(
  draft: SitesDraft,
  sites: readonly SiteRow[],
  ids: ReadonlySet<string>,
  change: (s: SiteSettings) => SiteSettings,
): SitesDraft {
  const next = new Map(draft);
  for (const site of sites) {
    if (!ids.has(site.locationId)) continue;
    const from = shownSettings(draft, site) ?? { zone: null, hours: null };
    const to = change(from);
    if (sameSettings(to, site.settings)) next.delete(site.locationId);
    else next.set(site.locationId, to);
  }
  return next;
}

/** Sets the zone (null: the account's) of the chosen sites, keeping their hours. */
export function applyZone(
  draft: SitesDraft,
  sites: readonly SiteRow[],
  ids: ReadonlySet<string>,
  zone: string | null,
): SitesDraft {
  return changeEach(draft, sites, ids, (s) => ({ ...s, zone }));
}

/** Sets the working week (null: every hour of every day) of the chosen sites, keeping their zones. */
export function applyHours(
  draft: SitesDraft,
  sites: readonly SiteRow[],
  ids: ReadonlySet<string>,
  hours: OpeningHours | null,
): SitesDraft {
  return changeEach(draft, sites, ids, (s) => ({ ...s, hours }));
}

/** Sets the target band (null: none) of the chosen sites, keeping their zones and weeks. */
export function applyTarget(
  draft: SitesDraft,
  sites: readonly SiteRow[],
  ids: ReadonlySet<string>,
  target: TargetBand | null,
): SitesDraft {
  return changeEach(draft, sites, ids, (s) => ({ ...s, target }));
}

/** Sets the public-holiday calendar (null: none) of the chosen sites, keeping the rest. */
export function applyHolidays(
  draft: SitesDraft,
  sites: readonly SiteRow[],
  ids: ReadonlySet<string>,
  holidays: string | null,
): SitesDraft {
  return changeEach(draft, sites, ids, (s) => ({ ...s, holidays }));
}

/** One site's change as updateSites takes it. */
export interface SiteChange extends SiteSettings {
  readonly locationId: string;
}

/**
 * updateSites' list: every changed site, in the table's order. Each carries its target and holiday
 * calendar as the page shows them (a zone or week changed alone keeps the saved ones); a site that
 * never had one leaves it out, and so keeps whatever is saved.
 */
export function draftChanges(draft: SitesDraft, sites: readonly SiteRow[]): SiteChange[] {
  return sites.flatMap((site) => {
    const s = draft.get(site.locationId);
    if (!s) return [];
    return [
      {
        locationId: site.locationId,
        zone: s.zone,
        hours: s.hours,
        ...(s.target === undefined ? {} : { target: s.target }),
        ...(s.holidays === undefined ? {} : { holidays: s.holidays }),
      },
    ];
  });
}

/** Drops changes to sites that are gone, or that now match what is saved (saved elsewhere). */
export function settleDraft(draft: SitesDraft, sites: readonly SiteRow[]): SitesDraft {
  let next: Map<string, SiteSettings> | null = null;
  for (const [id, settings] of draft) {
    const site = sites.find((s) => s.locationId === id);
    if (site && !sameSettings(settings, site.settings)) continue;
    next ??= new Map(draft);
    next.delete(id);
  }
  return next ?? draft;
}

/** The value every chosen site shares, or undefined when they differ (or none is chosen). */
export function common<T>(
  values: readonly T[],
  same: (a: T, b: T) => boolean = Object.is,
): T | undefined {
  const first = values[0];
  if (values.length === 0) return undefined;
  return values.every((v) => same(v, first as T)) ? first : undefined;
}

export { sameHours };
