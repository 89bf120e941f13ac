/**
 * A booking's length in the interface's language: the renderer's counterpart of shared/view/format's
 * formatDuration (which the command line keeps in English), the same steps in the locale's numbers.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InsightsFormat } from './format';

/** "45 min", "2 h 30 min", "1 d 4 h". */
export function durationText(i18n: I18n, f: InsightsFormat, ms: number): string {
  const totalMinutes = Math.round(ms / 60_000);
  const minutes = f.formatCount(totalMinutes % 60);
  if (totalMinutes < 60) return i18n._(msg`${minutes} min`);
  const days = f.formatCount(Math.floor(totalMinutes / 1440));
  const hourCount = Math.floor((totalMinutes % 1440) / 60);
  const hours = f.formatCount(hourCount);
  if (totalMinutes >= 1440)
    return hourCount > 0
      ? i18n._(
          msg({ comment: 'Days and hours; d and h as units.', message: `${days} d ${hours} h` }),
        )
      : i18n._(msg({ comment: 'Whole days; d as unit.', message: `${days} d` }));
  return totalMinutes % 60 > 0 ? i18n._(msg`${hours} h ${minutes} min`) : i18n._(msg`${hours} h`);
}
