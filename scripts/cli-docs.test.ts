/**
 * docs/command-line.md and each command's `--help` name the same options: for every command, the
 * long options (`--xxx`) written in its section of the page are exactly those of its help text.
 * `--help` itself is left out on both sides: every command takes it, and the page says so once.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../shells/cli/run';

const PAGE = readFileSync(new URL('../docs/command-line.md', import.meta.url), 'utf8');

/** The long options a text names, sorted, without `--help`. */
function longOptions(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(?<![\w-])--[a-z][a-z0-9]*(?:-[a-z0-9]+)*/g))
    if (match[0] !== '--help') found.add(match[0]);
  return [...found].sort();
}

/**
 * A command's section: from its heading (`## \`name\``, at any level) to the next heading of the
 * same or a higher level. Null when the page has no such heading.
 */
function sectionOf(page: string, name: string): string | null {
  const lines = page.split('\n');
  const heading = new RegExp(`^(#{1,6})\\s+\`${name}\`\\s*$`);
  const start = lines.findIndex((line) => heading.test(line));
  if (start < 0) return null;
  const level = heading.exec(lines[start]!)![1]!.length;
  let inFence = false;
  let end = lines.length;
  for (let i = start + 1; i < lines.length; i++) {
    if (/^\s{0,3}(```|~~~)/.test(lines[i]!)) inFence = !inFence;
    const next = inFence ? null : /^(#{1,6})\s/.exec(lines[i]!);
    if (next && next[1]!.length <= level) {
      end = i;
      break;
    }
  }
  return lines.slice(start + 1, end).join('\n');
}

describe('docs/command-line.md against each command’s --help', () => {
  it('has commands to check', () => {
    expect(COMMANDS.length).toBeGreaterThan(0);
  });

  it.each(COMMANDS.map((c) => [c.name, c] as const))(
    '`%s`: the page names exactly the options of its --help',
    (name, command) => {
      const section = sectionOf(PAGE, name);
      expect(section, `docs/command-line.md has no "## \`${name}\`" section`).not.toBeNull();
      const inHelp = longOptions(command.help);
      const onPage = longOptions(section!);
      expect(inHelp.length).toBeGreaterThan(0);
      expect(
        {
          'in --help, missing from the page': inHelp.filter((o) => !onPage.includes(o)),
          'on the page, not in --help': onPage.filter((o) => !inHelp.includes(o)),
        },
        `docs/command-line.md's "${name}" section and \`bookings-viewer ${name} --help\` disagree`,
      ).toEqual({ 'in --help, missing from the page': [], 'on the page, not in --help': [] });
    },
  );

  it('finds options as the check reads them', () => {
    expect(longOptions('--tag TAG, --no-bom; --from/--to and --help; a -- b; xvfb-run -a')).toEqual(
      ['--from', '--no-bom', '--tag', '--to'],
    );
    expect(sectionOf('# T\n## `a`\n--x\n```sh\n# not a heading\n--y\n```\n## `b`\n--z', 'a')).toBe(
      '--x\n```sh\n# not a heading\n--y\n```',
    );
  });
});
