import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SiteRow } from '#shared/contract';
import { siteName } from './site-text';
import {
  applyHours,
  applyZone,
  common,
  sameHours,
  shownSettings,
  type SitesDraft,
} from './sites-draft';
import { type HolidayFieldState, useHolidayField } from './use-holiday-field';
import { type TargetFieldState, useTargetField } from './use-target-field';
import { formOf, OFFICE_WEEK, readWeek, type WeekErrors, type WeekForm } from './week';
import { useWording } from './wording';

/** The selected sites and the editor's fields, as useSitesEditor gives them. */
export interface SitesEditorState {
  readonly selected: ReadonlySet<string>;
  readonly chosen: readonly SiteRow[];
  readonly zone: string | null | undefined;
  readonly setZone: (zone: string | null | undefined) => void;
  readonly week: WeekForm;
  readonly changeWeek: (week: WeekForm) => void;
  readonly weekErrors: WeekErrors;
  readonly suggested: boolean;
  readonly choose: (ids: ReadonlySet<string>) => void;
  readonly toggle: (id: string, on: boolean) => void;
  readonly applyZoneToChosen: () => void;
  readonly applyWeekToChosen: () => void;
  /** The target band's fields. */
  readonly target: TargetFieldState;
  readonly applyTargetToChosen: () => void;
  /** The public-holiday calendar's field. */
  readonly holidays: HolidayFieldState;
  readonly applyHolidaysToChosen: () => void;
  /** Puts a suggested zone in the draft for one site: the manager's click, never on its own. */
  readonly applySuggestedZone: (site: SiteRow, zone: string) => void;
}

/**
 * Which sites are chosen, the zone, week, target and holiday calendar to set for them, and applying
 * those to the draft.
 */
export function useSitesEditor(
  sites: readonly SiteRow[],
  draft: SitesDraft,
  updateDraft: (change: (d: SitesDraft) => SitesDraft) => void,
  setStatus: (status: string) => void,
): SitesEditorState {
  const { t } = useLingui();
  const wording = useWording();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [zone, setZone] = useState<string | null | undefined>(undefined);
  const [week, setWeek] = useState<WeekForm>(OFFICE_WEEK);
  const [weekTried, setWeekTried] = useState(false);
  const [suggested, setSuggested] = useState(false);
  const target = useTargetField(sites, updateDraft, setStatus);
  const holidays = useHolidayField(sites, updateDraft, setStatus);

  const chosen = sites.filter((s) => selected.has(s.locationId));

  /** Selects `ids`, and fills the editor with what those sites share. */
  const choose = (ids: ReadonlySet<string>) => {
    setSelected(ids);
    setWeekTried(false);
    const settings = sites.filter((s) => ids.has(s.locationId)).map((s) => shownSettings(draft, s));
    // Sites without settings have no zone to show: the manager picks one.
    setZone(
      settings.every((s) => s === null) ? undefined : common(settings.map((s) => s?.zone ?? null)),
    );
    // Sites not set up, or set up differently, start from an office's week: a suggestion, applied
    // only by the manager's click.
    const hours = settings.every((s) => s === null)
      ? undefined
      : common(
          settings.map((s) => s?.hours ?? null),
          (a, b) => sameHours(a, b),
        );
    setWeek(hours === undefined ? OFFICE_WEEK : formOf(hours));
    setSuggested(hours === undefined && ids.size > 0);
    target.fill(settings);
    holidays.fill(settings);
  };
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    choose(next);
  };

  const read = readWeek(wording, week);
  const weekErrors =
    'errors' in read
      ? {
          days: read.errors.days,
          // An empty time is only wrong once the week is applied.
          opens: weekTried || week.opens ? read.errors.opens : undefined,
          closes: weekTried || week.closes ? read.errors.closes : undefined,
        }
      : {};

  const applyZoneToChosen = () => {
    if (zone === undefined || selected.size === 0) return;
    updateDraft((d) => applyZone(d, sites, selected, zone));
    const count = selected.size;
    setStatus(
      zone === null
        ? t`The account’s zone set for ${plural(count, { one: '# site', other: '# sites' })}: not saved yet.`
        : t`${zone} set for ${plural(count, { one: '# site', other: '# sites' })}: not saved yet.`,
    );
  };
  const applyWeekToChosen = () => {
    setWeekTried(true);
    if ('errors' in read || selected.size === 0) {
      setStatus(t`The working week was not applied: see what to correct above.`);
      return;
    }
    updateDraft((d) => applyHours(d, sites, selected, read.hours));
    const count = selected.size;
    setStatus(
      t`Working week set for ${plural(count, { one: '# site', other: '# sites' })}: not saved yet.`,
    );
  };
  const applySuggestedZone = (site: SiteRow, suggested: string) => {
    updateDraft((d) => applyZone(d, sites, new Set([site.locationId]), suggested));
    const name = siteName(wording.i18n, site);
    setStatus(t`${suggested} set for ${name}: not saved yet.`);
  };
  // A week the manager edits is theirs, no longer the suggestion.
  const changeWeek = (w: WeekForm) => {
    setWeek(w);
    setSuggested(false);
  };

  return {
    selected,
    chosen,
    zone,
    setZone,
    week,
    changeWeek,
    weekErrors,
    suggested,
    choose,
    toggle,
    applyZoneToChosen,
    applyWeekToChosen,
    target,
    applyTargetToChosen: () => target.apply(selected),
    holidays,
    applyHolidaysToChosen: () => holidays.apply(selected),
    applySuggestedZone,
  };
}
