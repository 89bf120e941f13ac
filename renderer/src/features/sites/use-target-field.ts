import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SiteRow, SiteSettings } from '#shared/contract';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { bandWords } from './band-words';
import { applyTarget, common, sameTarget, type SitesDraft } from './sites-draft';
import {
  EMPTY_TARGET,
  readTargetForm,
  targetFormOf,
  type TargetErrors,
  type TargetForm,
} from './target-form';

/** The editor's target fields, as useTargetField gives them. */
export interface TargetFieldState {
  readonly form: TargetForm;
  readonly change: (form: TargetForm) => void;
  readonly errors: TargetErrors;
  /** Fills the fields with the target the chosen sites share (empty when they differ). */
  readonly fill: (settings: readonly (SiteSettings | null)[]) => void;
  /** Puts the fields' target (or none) in the draft for the chosen sites. */
  readonly apply: (ids: ReadonlySet<string>) => void;
}

/** The target band to set for the chosen sites, read and applied to the draft. */
export function useTargetField(
  sites: readonly SiteRow[],
  updateDraft: (change: (d: SitesDraft) => SitesDraft) => void,
  setStatus: (status: string) => void,
): TargetFieldState {
  const { t, i18n } = useLingui();
  const { locale } = useLocaleFormat();
  const [form, setForm] = useState<TargetForm>(EMPTY_TARGET);
  const [tried, setTried] = useState(false);

  const read = readTargetForm(i18n, form);
  // An empty field is only wrong once the target is applied.
  const errors: TargetErrors =
    'errors' in read
      ? {
          low: tried || form.low ? read.errors.low : undefined,
          high: tried || form.high ? read.errors.high : undefined,
        }
      : {};

  const fill = (settings: readonly (SiteSettings | null)[]) => {
    setTried(false);
    const shared =
      settings.length === 0
        ? undefined
        : common(
            settings.map((s) => s?.target ?? null),
            sameTarget,
          );
    setForm(shared === undefined ? EMPTY_TARGET : targetFormOf(shared));
  };
  const apply = (ids: ReadonlySet<string>) => {
    setTried(true);
    if ('errors' in read || ids.size === 0) {
      setStatus(t`The target was not applied: see what to correct above.`);
      return;
    }
    const { target } = read;
    updateDraft((d) => applyTarget(d, sites, ids, target));
    const count = ids.size;
    const band = target ? bandWords(locale, target) : '';
    setStatus(
      target
        ? t`Target ${band} set for ${plural(count, { one: '# site', other: '# sites' })}: not saved yet.`
        : t`Target removed from ${plural(count, { one: '# site', other: '# sites' })}: not saved yet.`,
    );
  };
  return { form, change: setForm, errors, fill, apply };
}
