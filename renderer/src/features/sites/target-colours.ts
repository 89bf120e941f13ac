/**
 * The target statuses' text colours, light and dark. Colour follows the direction as the changes'
 * do (change.css): orange under the band (bays to spare), blue over it (too few bays), green
 * within. Each holds 4.5:1 on the page and on striped and hovered rows (target-colours.test.ts);
 * the words always say the status too.
 */
import type { TargetStatus } from '#shared/sites/target-band';

/** A status's text colour in each scheme. */
export const TARGET_COLOURS: Readonly<
  Record<TargetStatus, { readonly light: string; readonly dark: string }>
> = {
  below: { light: '#c2410c', dark: '#fb923c' },
  within: { light: '#166534', dark: '#4ade80' },
  above: { light: '#1864ab', dark: '#74c0fc' },
};
