/**
 * `npm run check:print`: the report of every location of the large demo company (10 sites, last
 * month, compared with the month before), written by the built command line in English, German and
 * French, printed to PDF by LibreOffice. Fails unless each prints in at most 8 pages with the report's
 * title and company on page 1. Not part of `npm test`: LibreOffice is a large install CI does without
 * (`apt-get install libreoffice-calc-nogui poppler-utils`). The PDFs stay in the folder it names, to
 * look at. Run `npm run build` (or `npm test`) first.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startDemoServer } from '../demo-api/server';

/** The limit (42, item 8). */
const MAX_PAGES = 8;
const TITLES = { en: 'Bookings report', de: 'Buchungsbericht', fr: 'Rapport des réservations' };
const ROOT = resolve(import.meta.dirname, '..');
const CLI = join(ROOT, 'out', 'cli', 'bookings-viewer.js');

// Not spawnSync: the demo server answers from this process while the command line runs.
const execFileAsync = promisify(execFile);

async function run(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  try {
    return (await execFileAsync(command, args, { encoding: 'utf8', env })).stdout;
  } catch (error) {
    const failure = error as { stderr?: string; message: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${failure.stderr ?? failure.message}`, {
      cause: error,
    });
  }
}

/** The page count of a PDF LibreOffice wrote (its page objects, which it does not compress). */
async function pageCount(pdf: string): Promise<number> {
  const text = (await readFile(pdf)).toString('latin1');
  return (text.match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
}

const work = await mkdtemp(join(tmpdir(), 'bookings-viewer-print-'));
const server = await startDemoServer({ scale: 'large', apiKey: 'print-check-key' });
const company = new URL(server.url).host;
const problems: string[] = [];
try {
  for (const [lang, title] of Object.entries(TITLES)) {
    const xlsx = join(work, `report-${lang}.xlsx`);
    const pdf = xlsx.replace(/\.xlsx$/, '.pdf');
    // The API key travels in the environment, as the command line's --base-url asks.
    const env = { ...process.env, BOOKINGS_API_KEY: server.apiKey, BOOKINGS_VIEWER_HOME: work };
    await run(
      process.execPath,
      [
        CLI,
        'report',
        '--base-url',
        server.url,
        '--location',
        'all',
        '--period',
        'last-month',
        '--compare',
        'previous',
        '--lang',
        lang,
        '--out',
        xlsx,
      ],
      env,
    );
    await run('soffice', ['--headless', '--convert-to', 'pdf', '--outdir', work, xlsx]);
    const pages = await pageCount(pdf);
    const firstPage = await run('pdftotext', ['-f', '1', '-l', '1', pdf, '-']);
    const named = firstPage.includes(`${title}`) && firstPage.includes(company);
    console.log(`${lang}: ${pages} pages, page 1 ${named ? 'names' : 'does NOT name'} the company`);
    if (pages > MAX_PAGES) problems.push(`${lang}: ${pages} pages, more than ${MAX_PAGES}`);
    if (!named) problems.push(`${lang}: page 1 lacks "${title}" or "${company}"`);
  }
} finally {
  await server.close();
}
console.log(`The PDFs: ${work}`);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
}
