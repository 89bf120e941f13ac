/**
 * The Sites editor's target fields: the low and high percentages of the band, or no target. Read
 * with the command line's rules (readTargetBand), each field's problem said beside it, in the
 * interface's language. Pure.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { readTargetBand, type TargetBand } from '#shared/sites/target-band';

/** The fields as typed: percentages, e.g. "60" and "85". */
export interface TargetForm {
  readonly none: boolean;
  readonly low: string;
  readonly high: string;
}

/** What a new target starts as: empty fields, to be typed. */
export const EMPTY_TARGET: TargetForm = { none: false, low: '', high: '' };

/** What is wrong with the fields, field by field (the band's order is said at the high end). */
export interface TargetErrors {
  readonly low?: string;
  readonly high?: string;
}

const percentText = (ratio: number) => String(Math.round(ratio * 1000) / 10);

/** The fields for a band (null: no target). */
export function targetFormOf(band: TargetBand | null): TargetForm {
  return band
    ? { none: false, low: percentText(band.low), high: percentText(band.high) }
    : { none: true, low: '', high: '' };
}

const PERCENT = /^\s*\d{1,3}(?:[.,]\d+)?\s*%?\s*$/;

function fieldProblem(i18n: I18n, text: string, end: 'low' | 'high'): string | undefined {
  const typed = text.trim();
  if (typed === '')
    return end === 'low'
      ? i18n._(msg`Enter the lowest utilisation aimed for, e.g. 60.`)
      : i18n._(msg`Enter the highest utilisation aimed for, e.g. 85.`);
  const example = end === 'low' ? '60' : '85';
  if (!PERCENT.test(text))
    return i18n._(msg`Enter a percentage from 0 to 100, e.g. ${example}, not "${typed}".`);
  return undefined;
}

/** The band the fields give (null: no target), or what to correct. */
export function readTargetForm(
  i18n: I18n,
  form: TargetForm,
): { readonly target: TargetBand | null } | { readonly errors: TargetErrors } {
  if (form.none) return { target: null };
  const low = fieldProblem(i18n, form.low, 'low');
  const high = fieldProblem(i18n, form.high, 'high');
  if (low || high) return { errors: { ...(low ? { low } : {}), ...(high ? { high } : {}) } };
  // A decimal comma is read as a point: 62,5 is 62.5%.
  const number = (text: string) => text.replace(',', '.').replace('%', '').trim();
  if (Number(number(form.low)) > 100)
    return { errors: { low: i18n._(msg`A target is between 0% and 100%: enter at most 100.`) } };
  if (Number(number(form.high)) > 100)
    return { errors: { high: i18n._(msg`A target ends at 100% at most: enter at most 100.`) } };
  if (Number(number(form.low)) >= Number(number(form.high)))
    return {
      errors: { high: i18n._(msg`The high end must be above the low end, e.g. 60 to 85.`) },
    };
  const read = readTargetBand(`${number(form.low)}-${number(form.high)}`);
  // The checks above are readTargetBand's own, said field by field: it reads what they let through.
  return 'problem' in read
    ? { errors: { high: i18n._(msg`Enter the target as two percentages, e.g. 60 to 85.`) } }
    : { target: read.band };
}
