import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { LANGUAGE_NAMES } from '../../i18n/languages';
import { useLocations } from '../../data/company';
import type { ReportInput } from './report-from-export';
import { compareWords, KIND_WORDS, periodWords } from './schedule-words';

/** The parts of a report's line: what, where, which days, compared with what, which file. */
export function reportWords(
  i18n: I18n,
  report: ReportInput,
  locationName: (id: string) => string,
): string {
  const where =
    report.kind === 'all-locations'
      ? null
      : report.location === null
        ? i18n._(msg`Every location`)
        : locationName(report.location);
  return [
    i18n._(KIND_WORDS[report.kind]),
    where,
    report.kind === 'forecast' ? null : periodWords(i18n, report.period),
    compareWords(i18n, report.compare ?? null),
    i18n._(report.format === 'xlsx' ? msg`Excel` : msg`CSV`),
    LANGUAGE_NAMES[report.language],
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A report in one line, its locations named as the account names them. */
export function ReportSummary(props: { readonly report: ReportInput }) {
  const { i18n } = useLingui();
  const locations = useLocations(props.report.account);
  const nameOf = (id: string) => locations.data?.items.find((l) => l.id === id)?.name ?? id;
  return (
    <Text size="sm" data-testid="report-summary">
      {reportWords(i18n, props.report, nameOf)}
    </Text>
  );
}
