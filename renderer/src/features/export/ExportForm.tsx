import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Checkbox, Radio, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { PickerLocale, useMonthLabel, usePickerFormatter } from '../../ui/locale/PickerLocale';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { SegmentedChoice } from '../../ui/SegmentedChoice';
import { describeShown, type ShownDescription } from '../bookings/shown-description';
import { ReportWorkbookChoice } from './ReportWorkbookChoice';

/** The export's options as the user chose them. */
export interface ExportChoices {
  readonly scope: 'shown' | 'range';
  readonly from: string | null;
  readonly to: string | null;
  readonly delimiter: ',' | ';';
  readonly bom: boolean;
  readonly neutraliseFormulas: boolean;
  /** false: the user_name and user_email columns are left empty. */
  readonly personalData: boolean;
  /** A CSV file, or an Excel workbook with typed cells. */
  readonly format: 'csv' | 'xlsx';
  /** The report workbook only: add the bookings as sheets of their own. */
  readonly withBookings: boolean;
  /** The bookings export only: every location of the company into one CSV file. */
  readonly allLocations: boolean;
  /** The All locations summary only: the report workbook rather than the table. */
  readonly reportWorkbook: boolean;
}

const FORMATS: readonly {
  readonly value: ExportChoices['format'];
  readonly label: MessageDescriptor;
}[] = [
  { value: 'csv', label: msg`CSV` },
  { value: 'xlsx', label: msg`Excel workbook` },
];

const DELIMITERS: readonly {
  readonly value: ExportChoices['delimiter'];
  readonly label: MessageDescriptor;
}[] = [
  { value: ',', label: msg`Comma ,` },
  { value: ';', label: msg`Semicolon ;` },
];

/** What the file holds of people, said as the personal-data choice stands. */
function personalDataNote(i18n: I18n, personalData: boolean, portfolioReport: boolean): string {
  if (portfolioReport)
    return personalData
      ? i18n._(
          msg`This file holds personal data: the name and e-mail address of each person who held two bays at once. Keep it where only the people who need it can open it.`,
        )
      : i18n._(msg`No one is named: the double bookings are only counted.`);
  return personalData
    ? i18n._(
        msg`This file holds personal data: the name and e-mail address of everyone who booked. Keep it where only the people who need it can open it.`,
      )
    : i18n._(
        msg`Names and e-mail addresses are left out. Booking ids and times remain, so keep the file with care all the same.`,
      );
}

/** What "A date range" writes: every booking, or every bay's use, of this or every location. */
function rangeDescription(i18n: I18n, bookingsFile: boolean, everyLocation: boolean): string {
  if (bookingsFile)
    return everyLocation
      ? i18n._(msg`All bookings of every location on these days`)
      : i18n._(msg`All bookings of this location on these days`);
  return everyLocation
    ? i18n._(msg`Every bay of every location on these days, whole days, without the filters`)
    : i18n._(msg`Every bay of this location on these days, whole days, without the filters`);
}

/** The options part of the export dialog. */
export function ExportForm(props: {
  readonly value: ExportChoices;
  readonly onChange: (v: ExportChoices) => void;
  readonly shownSummary: ShownDescription;
  /** The same summary with every location in place of the one shown. */
  readonly shownSummaryEveryLocation?: ShownDescription;
  readonly shownFrom: string;
  readonly shownTo: string;
  /** The bookings CSV, which names people (a summary report does not). */
  readonly namesPeople: boolean;
  /** The report workbook: always Excel, the bookings optional. */
  readonly workbook?: boolean;
  /** The All locations summary, which can be written as the report workbook instead. */
  readonly offersReportWorkbook?: boolean;
  /** The file's days are its own (the weeks ahead): no other date range is offered. */
  readonly fixedPeriod?: boolean;
}) {
  const { value, onChange, shownSummary, shownFrom, shownTo } = props;
  const portfolioReport = (props.offersReportWorkbook ?? false) && value.reportWorkbook;
  const workbook = (props.workbook ?? false) || portfolioReport;
  const bookingsFile = props.namesPeople || (workbook && value.withBookings);
  const namesPeople = bookingsFile || portfolioReport;
  const csv = !workbook && value.format === 'csv';
  const format = useLocaleFormat();
  const { t, i18n } = useLingui();
  const pickerFormatter = usePickerFormatter();
  const monthLabel = useMonthLabel();
  const set = (patch: Partial<ExportChoices>) => onChange({ ...value, ...patch });
  const shownDates =
    shownFrom === shownTo
      ? format.longDate(shownFrom)
      : `${format.longDate(shownFrom)} – ${format.longDate(shownTo)}`;
  const summary = describeShown(
    i18n,
    value.allLocations ? (props.shownSummaryEveryLocation ?? shownSummary) : shownSummary,
    format,
  );
  return (
    <Stack gap="md">
      {props.offersReportWorkbook && (
        <ReportWorkbookChoice
          value={value.reportWorkbook}
          onChange={(reportWorkbook) => set({ reportWorkbook })}
        />
      )}
      {props.fixedPeriod ? (
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {t`What is shown: ${shownDates}`}
          </Text>
          <Text size="xs" c="dimmed">
            {summary}
          </Text>
        </Stack>
      ) : (
        <Radio.Group
          label={t`What to export`}
          value={value.scope}
          onChange={(v) => set({ scope: v === 'range' ? 'range' : 'shown' })}
        >
          <Stack gap={8} mt={6}>
            <Radio value="shown" label={t`What is shown: ${shownDates}`} description={summary} />
            <Radio
              value="range"
              label={t`A date range`}
              description={rangeDescription(
                i18n,
                bookingsFile,
                bookingsFile ? value.allLocations : (props.offersReportWorkbook ?? false),
              )}
            />
          </Stack>
        </Radio.Group>
      )}
      {value.scope === 'range' && (
        <PickerLocale>
          <DatePickerInput
            type="range"
            label={t`Dates (inclusive)`}
            placeholder={t`Pick the first and last day`}
            value={[value.from, value.to]}
            onChange={([from, to]) => set({ from, to })}
            allowSingleDateInRange
            valueFormatter={pickerFormatter}
            monthLabelFormat={monthLabel}
            size="xs"
          />
        </PickerLocale>
      )}
      {props.namesPeople && !workbook && (
        <Checkbox
          checked={value.allLocations}
          onChange={(e) =>
            set({
              allLocations: e.currentTarget.checked,
              ...(e.currentTarget.checked ? { format: 'csv' } : {}),
            })
          }
          label={t`Every location, into one file`}
          description={t`One CSV with the bookings of every location; its location column tells them apart`}
          data-testid="export-all-locations"
        />
      )}
      {portfolioReport ? null : workbook ? (
        <Checkbox
          checked={value.withBookings}
          onChange={(e) => set({ withBookings: e.currentTarget.checked })}
          label={t`Include the bookings`}
          description={t`Adds the bookings as a sheet of their own, as the bookings export writes them`}
          data-testid="export-with-bookings"
        />
      ) : (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="format-label">
            {t`File`}
          </Text>
          <div>
            <SegmentedChoice
              label={{ labelledBy: 'format-label' }}
              value={value.format}
              onChange={(format) =>
                set({ format, ...(format === 'xlsx' ? { allLocations: false } : {}) })
              }
              data={FORMATS.map((f) => ({ value: f.value, label: i18n._(f.label) }))}
            />
          </div>
          <Text size="xs" c="dimmed">
            {value.format === 'xlsx'
              ? t`Dates, times and numbers arrive as Excel values; names always stay text.`
              : t`Plain text that every spreadsheet and script can read.`}
          </Text>
        </Stack>
      )}
      {csv && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="delimiter-label">
            {t`Separator`}
          </Text>
          {/* A block around it: in the Stack it would stretch to the dialog's width. */}
          <div>
            <SegmentedChoice
              label={{ labelledBy: 'delimiter-label' }}
              value={value.delimiter}
              onChange={(delimiter) => set({ delimiter })}
              data={DELIMITERS.map((d) => ({ value: d.value, label: i18n._(d.label) }))}
            />
          </div>
          <Text size="xs" c="dimmed">
            {t`Use semicolon where Excel expects it (e.g. German or French settings).`}
          </Text>
        </Stack>
      )}
      {csv && (
        <>
          <Checkbox
            checked={value.bom}
            onChange={(e) => set({ bom: e.currentTarget.checked })}
            label={t`Add a byte-order mark`}
            description={t`Lets Excel read accents and other characters correctly`}
          />
          <Checkbox
            checked={value.neutraliseFormulas}
            onChange={(e) => set({ neutraliseFormulas: e.currentTarget.checked })}
            label={t`Protect against formulas in names`}
            description={t`Text starting with = + - or @ is prefixed with ' so spreadsheets do not run it`}
          />
        </>
      )}
      {namesPeople && (
        <>
          <Checkbox
            checked={!value.personalData}
            onChange={(e) => set({ personalData: !e.currentTarget.checked })}
            label={t`Leave out names and e-mails`}
            description={
              portfolioReport
                ? t`The double bookings are counted, not listed by name`
                : t`The user_name and user_email columns stay empty, every other column is kept: for reports that only count use`
            }
          />
          <Text size="sm" data-testid="export-personal-data-note">
            {personalDataNote(i18n, value.personalData, portfolioReport)}
          </Text>
        </>
      )}
    </Stack>
  );
}
