/**
 * What the Insights view says when saving or counting fails: a sentence in the interface's language
 * chosen by the kind of failure, and the backend's own message (English, with the specifics: a
 * path, a status code) as the detail.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AppError } from '#shared/result';
import { BridgeError } from '../../data/bridge-error';

/** A failure as shown: what happened and what to do, then the specifics, if any. */
export interface ShownError {
  readonly text: string;
  readonly detail: string | null;
}

/** Saving the view as a PDF failed (desktop). */
export function pdfError(i18n: I18n, error: AppError): ShownError {
  const detail = error.message || null;
  switch (error.kind) {
    case 'io':
      return {
        text: i18n._(
          msg`The PDF could not be written there. Choose another folder, or check that you may save files in it.`,
        ),
        detail,
      };
    case 'cancelled':
      return { text: i18n._(msg`Saving the PDF was cancelled.`), detail: null };
    default:
      return { text: i18n._(msg`The PDF could not be made. Try again.`), detail };
  }
}

/** Drawing the view into a PNG failed. */
export function pictureError(i18n: I18n, error: unknown): ShownError {
  return {
    text: i18n._(msg`The picture could not be made. Try again, or print the view instead.`),
    detail: error instanceof Error ? error.message : null,
  };
}

/** Counting the comparison period failed; the period itself is shown all the same. */
export function comparisonError(i18n: I18n, error: unknown): ShownError {
  // Only the backend's messages carry specifics; anything else would be an English generality.
  const detail = error instanceof BridgeError ? error.appError.message : null;
  if (error instanceof BridgeError && error.appError.kind === 'cancelled')
    return { text: i18n._(msg`Counting the comparison period was cancelled.`), detail: null };
  return { text: i18n._(msg`The comparison period could not be counted.`), detail };
}
