import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { importBoundaries } from './import-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const rule = importBoundaries.rules['import-boundaries'];
const root = process.cwd();
const testingOnly = [
  {
    from: '^renderer/',
    except: '\\.test\\.tsx?$',
    disallow: '/testing/',
    message: 'no testing code',
  },
];

tester.run('import-boundaries', rule, {
  valid: [
    { code: "import { a } from '#shared/model';", filename: `${root}/renderer/src/a/b/c.ts` },
    { code: "import { a } from '../../x';", filename: `${root}/renderer/src/a/b/c.ts` },
    {
      code: "import { a } from '#shared/insights/testing/f';",
      filename: `${root}/renderer/src/a.test.ts`,
      options: [testingOnly],
    },
  ],
  invalid: [
    {
      code: "import { a } from '../../../shared/model';",
      filename: `${root}/renderer/src/a/b/c.ts`,
      errors: [{ message: /climb at most 2 folders/ }],
    },
    {
      code: "export { a } from '../../../../x';",
      filename: `${root}/renderer/src/a/b/c/d.ts`,
      errors: [{ message: /climb at most 2 folders/ }],
    },
    {
      // A named import is resolved through package.json's "imports", so it cannot slip past a boundary.
      code: "import { a } from '#shared/insights/testing/f';",
      filename: `${root}/renderer/src/a.ts`,
      options: [testingOnly],
      errors: [{ message: 'no testing code' }],
    },
    {
      code: "const m = import('../testing/f');",
      filename: `${root}/renderer/src/a/b.ts`,
      options: [testingOnly],
      errors: [{ message: 'no testing code' }],
    },
  ],
});
