import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The words a LocaleFormat writes beside its figures, in the interface's language. */
export interface UnitWords {
  /** A file size's units, bytes first: "B", "KB", "MB", "GB", "TB" (French: "o", "Ko", "Mo"…). */
  readonly byteUnits: readonly [string, string, string, string, string];
  /** The hour's unit after a number of hours: "h" (German: "Std.", as its durations write it). */
  readonly hourUnit: string;
}

/** The source language's units, for formatters made outside the interface (tests, benches). */
export const ENGLISH_UNIT_WORDS: UnitWords = {
  byteUnits: ['B', 'KB', 'MB', 'GB', 'TB'],
  hourUnit: 'h',
};

/** The units in the interface's language, from the catalogs (the I18n instance, or its `_`). */
export function unitWordsOf(i18n: Pick<I18n, '_'>): UnitWords {
  return {
    byteUnits: [
      i18n._(msg({ context: 'file size', message: 'B', comment: 'Bytes, after a number: 512 B' })),
      i18n._(msg({ context: 'file size', message: 'KB', comment: 'Kilobytes: 1.5 KB' })),
      i18n._(msg({ context: 'file size', message: 'MB', comment: 'Megabytes: 120 MB' })),
      i18n._(msg({ context: 'file size', message: 'GB', comment: 'Gigabytes: 2.5 GB' })),
      i18n._(msg({ context: 'file size', message: 'TB', comment: 'Terabytes: 1.2 TB' })),
    ],
    hourUnit: i18n._(
      msg({ context: 'hours', message: 'h', comment: 'Hours, after a number of hours: 12 h' }),
    ),
  };
}
