/**
 * A site's utilisation against its target in words, short for a table cell ("Below 60–85%") and in
 * full for a screen reader and a tooltip ("Utilisation 42.0% is below the target of 60–85%"). Pure.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assertNever } from '#shared/assert-never';
import { targetStatus, type TargetBand, type TargetStatus } from '#shared/sites/target-band';
import { bandWords } from './band-words';
import type { Wording } from './wording';

/** What is shown of a utilisation against a band. */
export interface TargetShown {
  /** Null when there is no utilisation to place (no bays, or no open time). */
  readonly status: TargetStatus | null;
  /** "Below 60–85%", or "Target 60–85%" without a utilisation. */
  readonly short: string;
  /** "Below the target of 60–85%", for a line under a figure. */
  readonly line: string;
  /** The whole sentence, with the utilisation. */
  readonly words: string;
}

interface StatusWords {
  readonly short: MessageDescriptor;
  readonly line: MessageDescriptor;
  readonly words: MessageDescriptor;
}

/** The three ways of saying a status; `band` and `utilisation` are filled in by the caller. */
function statusWords(status: TargetStatus, band: string, utilisation: string): StatusWords {
  switch (status) {
    case 'below':
      return {
        short: msg`Below ${band}`,
        line: msg`Below the target of ${band}`,
        words: msg`Utilisation ${utilisation} is below the target of ${band}`,
      };
    case 'within':
      return {
        short: msg`Within ${band}`,
        line: msg`Within the target of ${band}`,
        words: msg`Utilisation ${utilisation} is within the target of ${band}`,
      };
    case 'above':
      return {
        short: msg`Above ${band}`,
        line: msg`Above the target of ${band}`,
        words: msg`Utilisation ${utilisation} is above the target of ${band}`,
      };
    default:
      return assertNever(status, 'target status');
  }
}

/** The utilisation (a ratio, null for none) against `band`, `percent` writing the utilisation. */
export function targetShown(
  w: Wording,
  utilisation: number | null,
  target: TargetBand,
  percent: (ratio: number) => string,
  /** A search or tags narrow what is counted: its utilisation is not the site's. */
  filtered = false,
): TargetShown {
  const { i18n } = w;
  const band = bandWords(w.format.locale, target);
  if (filtered) {
    const short = i18n._(msg`Target ${band}`);
    return {
      status: null,
      short,
      line: short,
      words: i18n._(
        msg`The target of ${band} is for the whole site: clear the search and tags to compare with it.`,
      ),
    };
  }
  const status = targetStatus(utilisation, target);
  if (status === null || utilisation === null) {
    const short = i18n._(msg`Target ${band}`);
    return {
      status: null,
      short,
      line: short,
      words: i18n._(
        msg`No utilisation to compare with the target of ${band}: no bays or no open time.`,
      ),
    };
  }
  const said = statusWords(status, band, percent(utilisation));
  return {
    status,
    short: i18n._(said.short),
    line: i18n._(said.line),
    words: i18n._(said.words),
  };
}
