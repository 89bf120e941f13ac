/**
 * The form that closes a site: its first and last day and the reason. Read with the contract's
 * rules (at most 366 days, a reason of one line up to 200 characters, no overlap with a closure the
 * site has), each problem said beside its field in the interface's language, before anything is
 * sent. Pure.
 */
import { msg } from '@lingui/core/macro';
import type { SiteClosure } from '#shared/contract';
import { daysBetween } from '#shared/time/civil';
import { closureDaysWords } from './closure-words';
import type { Wording } from './wording';

// The contract's MAX_CLOSURE_DAYS and MAX_CLOSURE_REASON: its values would bring zod into the page
// (a type-only import is all the renderer takes), so they are repeated here and a test keeps them equal.
/** The longest closure, in days. */
export const MAX_CLOSURE_DAYS = 366;
/** The longest reason, in characters. */
export const MAX_CLOSURE_REASON = 200;

/** The fields as chosen and typed; a last day left empty is the first day alone. */
export interface ClosureForm {
  readonly from: string | null;
  readonly to: string | null;
  readonly reason: string;
}

/** An empty form. */
export const EMPTY_CLOSURE: ClosureForm = { from: null, to: null, reason: '' };

/** What is wrong, field by field; `days` is a clash with a closure the site has. */
export interface ClosureErrors {
  readonly from?: string;
  readonly to?: string;
  readonly reason?: string;
  readonly days?: string;
}

function dayProblems(w: Wording, from: string | null, to: string): ClosureErrors {
  if (from === null) return { from: w.i18n._(msg`Choose the first day the site is closed.`) };
  const length = daysBetween(from, to) + 1;
  if (length < 1) {
    const first = w.format.mediumDate(from);
    return {
      to: w.i18n._(msg`The last day is before the first: choose ${first} or a later day.`),
    };
  }
  if (length > MAX_CLOSURE_DAYS)
    return {
      to: w.i18n._(
        msg`A closure covers at most ${MAX_CLOSURE_DAYS} days; this one has ${length}. Close the site a year at a time.`,
      ),
    };
  return {};
}

function reasonProblem(w: Wording, reason: string): string | undefined {
  const text = reason.trim();
  if (text === '') return w.i18n._(msg`Say why the site is closed, e.g. Resurfacing.`);
  if (text.length > MAX_CLOSURE_REASON) {
    const length = text.length;
    return w.i18n._(msg`Keep the reason to ${MAX_CLOSURE_REASON} characters; it has ${length}.`);
  }
  return undefined;
}

/** The closure the form gives, or what to correct; `closures` are the site's, which it must not overlap. */
export function readClosureForm(
  w: Wording,
  form: ClosureForm,
  closures: readonly SiteClosure[],
): { readonly closure: SiteClosure } | { readonly errors: ClosureErrors } {
  const to = form.to ?? form.from ?? '';
  const days = dayProblems(w, form.from, to);
  const reason = reasonProblem(w, form.reason);
  if (form.from === null || days.from || days.to || reason)
    return { errors: { ...days, ...(reason ? { reason } : {}) } };
  const from = form.from;
  // ISO days compare as text: a closure overlaps when it starts by the last day and ends from the first.
  const clash = closures.find((c) => c.from <= to && c.to >= from);
  if (clash) {
    const when = closureDaysWords(w, clash);
    const why = clash.reason;
    return {
      errors: {
        days: w.i18n._(
          msg`The site is already closed on ${when} (${why}). Remove that closure first, or choose other days.`,
        ),
      },
    };
  }
  return { closure: { from, to, reason: form.reason.trim() } };
}
