import { useLingui } from '@lingui/react/macro';
import { Radio, Stack } from '@mantine/core';

/**
 * What the All locations export writes: the table as it is (By location, CSV or one sheet), or the
 * report workbook a director reads and prints.
 */
export function ReportWorkbookChoice(props: {
  readonly value: boolean;
  readonly onChange: (reportWorkbook: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Radio.Group
      label={t`What to write`}
      value={props.value ? 'report' : 'table'}
      onChange={(v) => props.onChange(v === 'report')}
      data-testid="export-report-choice"
    >
      <Stack gap={8} mt={6}>
        <Radio
          value="table"
          label={t`The table`}
          description={t`A row per location, the columns as the command line writes them`}
        />
        <Radio
          value="report"
          label={t`Report workbook (Excel)`}
          description={t`Summary, By location with totals and targets, a 12-month trend and people: in words and hours, set up to print`}
        />
      </Stack>
    </Radio.Group>
  );
}
