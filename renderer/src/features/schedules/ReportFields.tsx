import { useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid } from '@mantine/core';
import { REPORT_KINDS, type ReportKind } from '#shared/schedules/saved-report';
import { INTERFACE_LANGUAGES, isInterfaceLanguage } from '#shared/interface-language';
import { LANGUAGE_NAMES } from '../../i18n/languages';
import { useLocations } from '../../data/company';
import type { ReportInput } from './report-from-export';
import { isWorkbook } from './schedule-draft';
import { KIND_WORDS, PERIOD_CHOICES } from './schedule-words';

const EVERY = '@all';

/** What a schedule sends: the report, its location, period, comparison, file and language. */
export function ReportFields(props: {
  readonly value: ReportInput;
  readonly onChange: (report: ReportInput) => void;
}) {
  const { t, i18n } = useLingui();
  const { value, onChange } = props;
  const locations = useLocations(value.account);
  const workbook = isWorkbook(value.kind);
  const setKind = (kind: ReportKind) =>
    onChange({
      ...value,
      kind,
      location:
        kind === 'all-locations'
          ? null
          : kind === 'location'
            ? (value.location ?? locations.data?.items[0]?.id ?? null)
            : value.location,
      compare: isWorkbook(kind) ? (value.compare ?? null) : null,
      format: isWorkbook(kind) ? 'xlsx' : (value.format ?? 'xlsx'),
      period: kind === 'forecast' ? 'today' : value.period,
    });
  const locationData = [
    ...(value.kind === 'location' ? [] : [{ value: EVERY, label: t`Every location` }]),
    ...(locations.data?.items ?? []).map((l) => ({ value: l.id, label: l.name ?? l.id })),
  ];
  return (
    <SimpleGrid cols={2} spacing="sm">
      <Select
        label={t`Report`}
        data={REPORT_KINDS.map((k) => ({ value: k, label: i18n._(KIND_WORDS[k]) }))}
        value={value.kind}
        onChange={(k) => k && setKind(k as ReportKind)}
        allowDeselect={false}
      />
      <Select
        label={t`Location`}
        data={locationData}
        value={value.kind === 'all-locations' ? EVERY : (value.location ?? EVERY)}
        onChange={(l) => onChange({ ...value, location: !l || l === EVERY ? null : l })}
        disabled={value.kind === 'all-locations'}
        allowDeselect={false}
      />
      <Select
        label={t`Period`}
        description={t`Counted from the day it is sent`}
        data={PERIOD_CHOICES.map((p) => ({ value: p.value, label: i18n._(p.label) }))}
        value={value.period}
        onChange={(p) => p && onChange({ ...value, period: p })}
        disabled={value.kind === 'forecast'}
        allowDeselect={false}
      />
      <Select
        label={t`Comparison`}
        description={t`Workbooks only`}
        data={[
          { value: 'none', label: t`None` },
          { value: 'previous', label: t`The period before` },
          { value: 'year', label: t`A year earlier` },
        ]}
        value={value.compare ?? 'none'}
        onChange={(c) =>
          onChange({ ...value, compare: c === 'previous' || c === 'year' ? c : null })
        }
        disabled={!workbook}
        allowDeselect={false}
      />
      <Select
        label={t`File`}
        data={[
          { value: 'xlsx', label: t`Excel workbook` },
          { value: 'csv', label: t`CSV` },
        ]}
        value={value.format}
        onChange={(f) => onChange({ ...value, format: f === 'csv' ? 'csv' : 'xlsx' })}
        disabled={workbook}
        allowDeselect={false}
      />
      <Select
        label={t`Language of the file and message`}
        data={INTERFACE_LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
        value={value.language}
        onChange={(l) => l && isInterfaceLanguage(l) && onChange({ ...value, language: l })}
        allowDeselect={false}
      />
    </SimpleGrid>
  );
}
