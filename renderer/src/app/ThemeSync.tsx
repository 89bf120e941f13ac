import { useMantineColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import type { Theme } from '#shared/contract';
import { colorSchemeFor } from './theme';

/** Applies the saved theme choice whenever it changes. */
export function ThemeSync(props: { readonly theme: Theme | undefined }) {
  const { setColorScheme } = useMantineColorScheme();
  const { theme } = props;
  useEffect(() => {
    if (theme) setColorScheme(colorSchemeFor(theme));
  }, [theme, setColorScheme]);
  return null;
}
