import { useMantineColorScheme } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { Theme } from '#shared/contract';
import { colorSchemeFor } from './theme';

/**
 * Applies the saved theme choice when it changes, and only then: Mantine's setColorScheme is a new
 * function on each render and restyles the whole page (it pauses every transition with a style
 * sheet of its own), so applying it on every workspace render cost each click a page's restyle.
 */
export function ThemeSync(props: { readonly theme: Theme | undefined }) {
  const { setColorScheme } = useMantineColorScheme();
  const applied = useRef<Theme | undefined>(undefined);
  const { theme } = props;
  useEffect(() => {
    if (!theme || theme === applied.current) return;
    applied.current = theme;
    setColorScheme(colorSchemeFor(theme));
  }, [theme, setColorScheme]);
  return null;
}
