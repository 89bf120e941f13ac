/**
 * What the Sites words are written with: the interface's catalogs and the locale's names and clock.
 * The pure word helpers of this folder take it, so a component passes one thing, not two.
 */
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { LocaleFormat } from '../../ui/locale/locale-format';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';

/** The catalogs of the interface's language, and the formats of its locale. */
export interface Wording {
  readonly i18n: I18n;
  readonly format: LocaleFormat;
}

/** The wording of the interface as it is now (a component re-renders when the language changes). */
export function useWording(): Wording {
  const { i18n } = useLingui();
  const format = useLocaleFormat();
  return { i18n, format };
}
