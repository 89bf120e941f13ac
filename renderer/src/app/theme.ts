import { createTheme, type MantineColorScheme } from '@mantine/core';
import type { Theme } from '#shared/contract';
import { PAGE_FONT_FAMILY } from '../ui/page-font';

/** A calm, dense theme: neutral greys, one blue accent, compact controls. */
export const appTheme = createTheme({
  primaryColor: 'blue',
  // Shade 8: white text on the filled buttons meets WCAG AA contrast in both schemes.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'sm',
  fontFamily: PAGE_FONT_FAMILY,
  fontSizes: { xs: '0.75rem', sm: '0.8125rem', md: '0.875rem', lg: '1rem', xl: '1.125rem' },
  headings: { fontWeight: '600' },
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { size: 'xs' } },
    TextInput: { defaultProps: { size: 'xs' } },
    Select: { defaultProps: { size: 'xs' } },
    MultiSelect: { defaultProps: { size: 'xs' } },
    ActionIcon: { defaultProps: { variant: 'default', size: 'md' } },
    // The close buttons' names are words, in the interface's language: LocalisedTheme gives them.
  },
});

/** Mantine's colour scheme for the user's theme choice ('system' follows the OS). */
export function colorSchemeFor(theme: Theme): MantineColorScheme {
  return theme === 'system' ? 'auto' : theme;
}
