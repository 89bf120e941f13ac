import { useLingui } from '@lingui/react/macro';
import type { CalendarAriaLabels } from '@mantine/dates';
import { useMemo } from 'react';

/**
 * The closure pickers' calendar controls named for screen readers, in the interface's language:
 * Mantine leaves its arrows unnamed.
 */
export function usePickerAriaLabels(): CalendarAriaLabels {
  const { t } = useLingui();
  return useMemo(
    () => ({
      previousMonth: t`Previous month`,
      nextMonth: t`Next month`,
      previousYear: t`Previous year`,
      nextYear: t`Next year`,
      previousDecade: t`Previous decade`,
      nextDecade: t`Next decade`,
      monthLevelControl: t`Choose a month`,
      yearLevelControl: t`Choose a year`,
    }),
    [t],
  );
}
