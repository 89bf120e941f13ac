import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * A booking's length in the interface's language: "45 min", "2 h 30 min", "1 d 3 h" (German
 * "2 Std. 30 Min."). The renderer's own form of shared/view/format's formatDuration, which the
 * command line keeps in English.
 */
export function durationText(i18n: I18n, ms: number): string {
  const total = Math.round(ms / 60_000);
  if (total < 60) return i18n._(msg`${total} min`);
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const minutes = total % 60;
  if (days > 0) return hours > 0 ? i18n._(msg`${days} d ${hours} h`) : i18n._(msg`${days} d`);
  return minutes > 0 ? i18n._(msg`${hours} h ${minutes} min`) : i18n._(msg`${hours} h`);
}
