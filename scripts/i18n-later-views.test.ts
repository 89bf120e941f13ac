// The later catalog parts' messages (Insights, Trends, All locations, exports) are not in the chunk
// the first render waits for: only views that wait for them may use them. So code outside those
// parts reaches them only through a lazyNamed(…, { laterMessages: true }), and what it imports from
// them statically holds no message.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(resolve(import.meta.dirname, '..'), 'renderer', 'src');
const LATER = [
  'insights',
  'trends',
  'people',
  'all-locations',
  'export',
  'ahead',
  'schedules',
  'sites',
];
// The account forms' part (lingui.config.ts ACCOUNT_FORMS): files of features/accounts.
const ACCOUNT_FORMS =
  /^features\/accounts\/(AddAccountModal|RenameAccountModal|RemoveAccountModal|account-problem-advice|account-problem-title)(\.tsx?)?$/;
// What the first screen needs of the Sites feature (lingui.config.ts SITES_FIRST): a first part.
const SITES_FIRST =
  /^features\/sites\/(UnsavedSitesMark|draft-store|site-time|use-site-clocks|zone-choice)(\.tsx?)?$/;
// The list of keys' and the timeline zoom's parts (lingui.config.ts KEY_LIST, TIMELINE_ZOOM).
const OTHER_LATER =
  /^features\/(keys\/(KeyListDialog|key-list)|timeline\/(ZoomButtons|OccupancyStrip))(\.tsx?)?$/;
const inLater = (file: string) =>
  (LATER.some((p) => file.startsWith(`features/${p}/`)) && !SITES_FIRST.test(file)) ||
  ACCOUNT_FORMS.test(file) ||
  OTHER_LATER.test(file);
const MESSAGE = /\b(t|msg|plural|select)`|<Trans\b|<Plural\b|\bi18n\._\(|\bplural\(/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the later views’ messages', () => {
  it('are reached from the rest of the renderer only through views that wait for them', () => {
    const problems: string[] = [];
    for (const path of sources(SRC)) {
      const file = relative(SRC, path).replaceAll('\\', '/');
      if (inLater(file)) continue;
      const text = readFileSync(path, 'utf8');
      for (const [, kind, target] of text.matchAll(
        /(import\(|from )'((?:\.\.?\/)+(?:features\/)?(?:insights|trends|people|all-locations|export|ahead|schedules|sites|accounts)\/[^']+|\.\/(?:AddAccountModal|RenameAccountModal|RemoveAccountModal|account-problem-\w+|KeyListDialog|key-list|ZoomButtons|OccupancyStrip))'/g,
      )) {
        const resolved = relative(SRC, resolve(join(SRC, file, '..'), target as string)).replaceAll(
          '\\',
          '/',
        );
        if (!inLater(resolved)) continue;
        if (kind === 'import(') {
          const call = text.slice(
            text.indexOf(`import('${target}')`),
            text.indexOf(`import('${target}')`) + 200,
          );
          if (!/laterMessages: true/.test(call))
            problems.push(
              `${file}: lazyNamed(import('${target}')) without { laterMessages: true }`,
            );
        } else if (
          !/^import type /m.test(
            text.slice(
              text.lastIndexOf('\n', text.indexOf(`'${target}'`)) + 1,
              text.indexOf(`'${target}'`),
            ),
          )
        ) {
          const module = [`${resolved}.ts`, `${resolved}.tsx`]
            .map((f) => join(SRC, f))
            .find((f) => {
              try {
                return statSync(f).isFile();
              } catch {
                return false;
              }
            });
          if (module && MESSAGE.test(readFileSync(module, 'utf8')))
            problems.push(`${file}: imports ${resolved}, which holds messages of a later part`);
        }
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
