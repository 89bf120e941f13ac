import { createTheme, type MantineColorScheme } from '@mantine/core';
import type { Theme } from '../../../shared/contract';

/** A calm, dense theme: neutral greys, one blue accent, compact controls. */
export const appTheme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'sm',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontSizes: { xs: '0.75rem', sm: '0.8125rem', md: '0.875rem', lg: '1rem', xl: '1.125rem' },
  headings: { fontWeight: '600' },
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { size: 'xs' } },
    TextInput: { defaultProps: { size: 'xs' } },
    Select: { defaultProps: { size: 'xs' } },
    MultiSelect: { defaultProps: { size: 'xs' } },
    SegmentedControl: { defaultProps: { size: 'xs' } },
    ActionIcon: { defaultProps: { variant: 'default', size: 'md' } },
  },
});

/** Mantine's colour scheme for the user's theme choice ('system' follows the OS). */
export function colorSchemeFor(theme: Theme): MantineColorScheme {
  return theme === 'system' ? 'auto' : theme;
}
