import type { Rule } from 'eslint';

/** The plugin: `local/import-boundaries` (types for the JavaScript module beside this file). */
export declare const importBoundaries: {
  readonly rules: { readonly 'import-boundaries': Rule.RuleModule };
};
