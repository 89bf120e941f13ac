import { useLingui } from '@lingui/react/macro';
import { createTheme, MantineThemeProvider } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';

/**
 * The theme's words, in the interface's language: the close button of every dialog and drawer is
 * named "Close" in it. A theme of its own over the app's (MantineThemeProvider merges the two), so a
 * change of language restyles nothing and remounts nothing: an open dialog keeps what was typed.
 */
export function LocalisedTheme(props: { readonly children: ReactNode }) {
  const { t } = useLingui();
  const close = t`Close`;
  const theme = useMemo(
    () =>
      createTheme({
        components: {
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
          Drawer: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
        },
      }),
    [close],
  );
  return <MantineThemeProvider theme={theme}>{props.children}</MantineThemeProvider>;
}
