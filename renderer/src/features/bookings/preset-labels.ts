import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PresetName } from '#shared/view/presets';

/** The period presets' names in the interface's language (shared/view/presets keeps them in English for the command line). */
export const PRESET_LABELS: Readonly<Record<PresetName, MessageDescriptor>> = {
  today: msg`Today`,
  yesterday: msg`Yesterday`,
  'this-week': msg`This week`,
  'last-week': msg`Last week`,
  'this-month': msg`This month`,
  'last-month': msg`Last month`,
  'last-7-days': msg`Last 7 days`,
  'last-30-days': msg`Last 30 days`,
  'last-90-days': msg`Last 90 days`,
  'this-year': msg`This year`,
};
