// @ts-check
/**
 * One ESLint rule for the directions imports may take between folders, checked on the path an import
 * resolves to (relative specifiers only; packages are for no-restricted-imports). Each boundary names
 * the files it applies to, the paths they may not import, and why.
 */
import path from 'node:path';

/**
 * @typedef {{ from: string; except?: string; disallow: string; message: string }} Boundary
 * `from`, `except` and `disallow` are regular expressions over paths relative to the repository root.
 */

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps imports pointing one way between folders.' },
    schema: [{ type: 'array' }],
  },
  create(context) {
    /** @type {Boundary[]} */
    const boundaries = context.options[0] ?? [];
    const root = context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const active = boundaries
      .filter(
        (b) => new RegExp(b.from).test(file) && !(b.except && new RegExp(b.except).test(file)),
      )
      .map((b) => ({ ...b, disallowed: new RegExp(b.disallow) }));
    if (active.length === 0) return {};
    /** @param {import('estree').Node} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), source));
      for (const b of active)
        if (b.disallowed.test(target)) context.report({ node, message: b.message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/** The plugin: `local/import-boundaries`. */
export const importBoundaries = { rules: { 'import-boundaries': rule } };
