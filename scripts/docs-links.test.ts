/**
 * Every relative link and image in README.md, docs/*.md and bench/README.md points at a file that
 * exists, and a `#anchor` into a Markdown file names one of its headings (GitHub's slugs).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The Markdown files whose links are checked, relative to the repository's root. */
function documentationFiles(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs, 'bench/README.md'];
}

/** The lines outside fenced code blocks (a fence's lines become empty). */
function withoutFences(markdown: string): string[] {
  let fence: string | null = null;
  return markdown.split('\n').map((line) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== null) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      return '';
    }
    if (marker) fence = marker;
    return marker ? '' : line;
  });
}

/** The text without code: fenced blocks and inline code spans blanked (links there are examples). */
function withoutCode(markdown: string): string {
  return withoutFences(markdown)
    .map((line) => line.replace(/(`+)[^`][\s\S]*?\1/g, (code) => ' '.repeat(code.length)))
    .join('\n');
}

/** Every link and image target: `[x](target)`, `![x](target "title")`, and `[x]: target`. */
function linkTargets(markdown: string): string[] {
  const text = withoutCode(markdown);
  const targets: string[] = [];
  for (const match of text.matchAll(/\]\(\s*(<[^>\n]*>|[^()\s]+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g))
    targets.push(match[1]!.replace(/^<|>$/g, ''));
  for (const match of text.matchAll(/^\s{0,3}\[[^\]\n]+\]:\s*(<[^>\n]*>|\S+)/gm))
    targets.push(match[1]!.replace(/^<|>$/g, ''));
  return targets;
}

/** GitHub's anchor for a heading's text: lower case, punctuation dropped, spaces to hyphens. */
function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link or image: its text
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/[`*]/g, '') // code and emphasis marks
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** Every anchor a Markdown file offers: its headings' slugs (GitHub numbers repeats) and HTML ids. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutFences(markdown)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const slug = githubSlug(heading[1]!);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
  }
  for (const match of markdown.matchAll(/<a\s+(?:[^>]*\s)?(?:id|name)="([^"]+)"/g))
    anchors.add(match[1]!);
  return anchors;
}

/** What the checks need from the file system, so they can be tried on made-up files. */
interface Files {
  exists(path: string): boolean;
  read(path: string): string;
}

const disk: Files = {
  exists: (path) => existsSync(path),
  read: (path) => readFileSync(path, 'utf8'),
};

/** The broken relative links of one Markdown file (absolute path), as "file: target (why)". */
function brokenLinks(file: string, files: Files = disk): string[] {
  const name = relative(ROOT, file);
  const markdown = files.read(file);
  const problems: string[] = [];
  for (const target of linkTargets(markdown)) {
    // Another site (http:, https:, mailto:, …) or a protocol-relative address: not ours to check.
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
    const hash = target.indexOf('#');
    const pathPart = hash < 0 ? target : target.slice(0, hash);
    const anchor = hash < 0 ? null : target.slice(hash + 1);
    let path: string;
    try {
      path = decodeURIComponent(pathPart.split('?')[0]!);
    } catch {
      problems.push(`${name}: ${target} (not a valid address)`);
      continue;
    }
    // A leading / is the repository's root on GitHub.
    const resolved =
      path === '' ? file : path.startsWith('/') ? join(ROOT, path) : resolve(dirname(file), path);
    if (!files.exists(resolved)) {
      problems.push(`${name}: ${target} (no such file: ${relative(ROOT, resolved)})`);
      continue;
    }
    if (anchor !== null && anchor !== '' && resolved.endsWith('.md')) {
      if (!anchorsOf(files.read(resolved)).has(decodeURIComponent(anchor).toLowerCase()))
        problems.push(
          `${name}: ${target} (no heading "#${anchor}" in ${relative(ROOT, resolved)})`,
        );
    }
  }
  return problems;
}

describe('the documentation links', () => {
  it('has a README and at least the docs pages the README points to', () => {
    expect(statSync(join(ROOT, 'README.md')).isFile()).toBe(true);
    expect(documentationFiles().length).toBeGreaterThan(2);
  });

  it.each(documentationFiles())('%s has no broken relative link or image', (file) => {
    expect(brokenLinks(join(ROOT, file))).toEqual([]);
  });
});

describe('the link check itself', () => {
  const made = (pages: Record<string, string>): Files => ({
    exists: (path) => relative(ROOT, path) in pages,
    read: (path) => pages[relative(ROOT, path)] ?? '',
  });

  it('names the file and the link of a missing file, image or heading', () => {
    const files = made({
      'docs/a.md': [
        '# A page',
        'See [b](b.md), [gone](missing.md), ![shot](images/none.png) and [c](b.md#no-such-part).',
        '[ok](b.md#the-commands-export), [same page](#a-page), [bad here](#nowhere).',
        '```sh',
        'not a link: [x](inside-code.md)',
        '```',
        'Nor `[y](inline-code.md)`; [web](https://example.com/x.md) is not checked.',
      ].join('\n'),
      'docs/b.md': '# B\n\n## The commands: `export`\n',
    });
    expect(brokenLinks(join(ROOT, 'docs/a.md'), files)).toEqual([
      'docs/a.md: missing.md (no such file: docs/missing.md)',
      'docs/a.md: images/none.png (no such file: docs/images/none.png)',
      'docs/a.md: b.md#no-such-part (no heading "#no-such-part" in docs/b.md)',
      'docs/a.md: #nowhere (no heading "#nowhere" in docs/a.md)',
    ]);
  });

  it("makes GitHub's slugs", () => {
    expect(githubSlug('Insights: definitions and the summary report')).toBe(
      'insights-definitions-and-the-summary-report',
    );
    expect(githubSlug('`insights_aggregate_rows_per_s`')).toBe('insights_aggregate_rows_per_s');
    expect(githubSlug('Every location, compare, capacity')).toBe('every-location-compare-capacity');
    expect(githubSlug("Electron's security checklist")).toBe('electrons-security-checklist');
    expect([...anchorsOf('# Notes\n## Notes\n')]).toEqual(['notes', 'notes-1']);
  });
});
