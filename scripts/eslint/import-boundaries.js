// @ts-check
/**
 * One ESLint rule for the directions imports may take between folders, checked on the path an import
 * resolves to: relative specifiers and the package's own `#name/…` imports (resolved through
 * package.json's "imports", as tsc, Vite, Node and madge resolve them); other packages are for
 * no-restricted-imports. Each boundary names the files it applies to, the paths they may not import,
 * and why. A relative specifier may climb at most two folders: further is what `#shared/…` is for.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** How many `../` a relative import may start with. */
const MAX_CLIMB = 2;

/**
 * The package's subpath imports as [prefix, folder] pairs, e.g. ['#shared/', 'shared/'] for
 * `"#shared/*": "./shared/*.ts"`.
 * @param {string} root
 * @returns {Array<[string, string]>}
 */
function subpathImports(root) {
  /** @type {{ imports?: Record<string, string> }} */
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return Object.entries(pkg.imports ?? {})
    .filter(([key, target]) => key.endsWith('/*') && target.startsWith('./'))
    .map(([key, target]) => [key.slice(0, -1), target.slice(2, target.indexOf('*'))]);
}

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
    const aliases = subpathImports(root);
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const active = boundaries
      .filter(
        (b) => new RegExp(b.from).test(file) && !(b.except && new RegExp(b.except).test(file)),
      )
      .map((b) => ({ ...b, disallowed: new RegExp(b.disallow) }));
    /** @param {string} source @returns {string | null} the repository path it names */
    const resolve = (source) => {
      if (source.startsWith('.'))
        return path.posix.normalize(path.posix.join(path.posix.dirname(file), source));
      const alias = aliases.find(([prefix]) => source.startsWith(prefix));
      return alias ? alias[1] + source.slice(alias[0].length) : null;
    };
    /** @param {import('estree').Node} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const climb = /^(\.\.\/)*/.exec(source)?.[0].length ?? 0;
      if (climb / 3 > MAX_CLIMB)
        context.report({
          node,
          message: `Imports climb at most ${MAX_CLIMB} folders: name the target instead (#shared/…, or a package.json "imports" entry).`,
        });
      const target = resolve(source);
      if (target === null) return;
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
