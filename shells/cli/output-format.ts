/** Which file a writing command makes: `--format csv|xlsx`, else the `--out` file's extension. */
import { extname } from 'node:path';
import type { ExportFormat } from '#shared/contract';
import { usage } from './args';

/** The format, from --format or the --out extension (csv otherwise); a mismatch is refused. */
export function outputFormatOf(format: string | undefined, out: string | undefined): ExportFormat {
  const extension = out ? extname(out).toLowerCase() : '';
  if (format === undefined) return extension === '.xlsx' ? 'xlsx' : 'csv';
  const wanted = format.toLowerCase();
  if (wanted !== 'csv' && wanted !== 'xlsx')
    throw usage(`--format must be csv or xlsx, not "${format}".`);
  if ((extension === '.xlsx' && wanted === 'csv') || (extension === '.csv' && wanted === 'xlsx'))
    throw usage(
      `--out ${out} ends in ${extension} but --format is ${wanted}: name the file .${wanted}, or leave --format out.`,
    );
  return wanted;
}

/** Options a workbook has no use for, refused rather than silently ignored. */
export function refuseCsvOnlyOptions(
  format: ExportFormat,
  values: { readonly delimiter?: string; readonly bom?: boolean; readonly neutralise?: boolean },
): void {
  if (format !== 'xlsx') return;
  if (values.delimiter !== undefined) throw usage('--delimiter is for CSV files, not workbooks.');
  if (values.bom === false) throw usage('--no-bom is for CSV files, not workbooks.');
  if (values.neutralise === false)
    throw usage(
      '--no-neutralise is for CSV files: a workbook keeps text as text, never as a formula.',
    );
}
