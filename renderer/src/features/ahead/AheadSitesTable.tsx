import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Table, Text } from '@mantine/core';
import type { SiteForecast, SiteForecastResult } from '#shared/contract';
import { useFigureFormat } from '../../ui/format/figure-format';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { ErrorMessage } from '../../ui/status/ErrorMessage';
import { STATUS_WORDS } from './ahead-words';
import { ForecastQuality } from './SiteAheadSummary';

/** Every site's weeks ahead on one screen: a row each, its days as a strip of statuses. */
export function AheadSitesTable(props: {
  readonly sites: readonly SiteForecastResult[];
  readonly names: ReadonlyMap<string, string>;
  readonly historyWeeks: number;
  readonly onOpen: (locationId: string) => void;
}) {
  const { sites, names, historyWeeks, onOpen } = props;
  const { t } = useLingui();
  return (
    <Table fz="sm" horizontalSpacing={8} verticalSpacing={6} data-testid="ahead-sites">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t`Location`}</Table.Th>
          <Table.Th scope="col" ta="right">{t`Bays`}</Table.Th>
          <Table.Th scope="col" ta="right">{t`Expected bays needed`}</Table.Th>
          <Table.Th scope="col">{t`Days ahead`}</Table.Th>
          <Table.Th scope="col">{t`Forecast error`}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sites.map(({ locationId, result }) => {
          const name =
            (result.ok ? result.value.name : null) ?? names.get(locationId) ?? locationId;
          return (
            <Table.Tr key={locationId} data-testid="ahead-site">
              <Table.Th scope="row" fw={600}>
                <Anchor
                  component="button"
                  type="button"
                  fz="sm"
                  fw={600}
                  ta="left"
                  onClick={() => onOpen(locationId)}
                >
                  {name}
                </Anchor>
              </Table.Th>
              {result.ok ? (
                <SiteCells site={result.value} historyWeeks={historyWeeks} />
              ) : (
                <Table.Td colSpan={4}>
                  <ErrorMessage error={result.error} />
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

function SiteCells(props: { readonly site: SiteForecast; readonly historyWeeks: number }) {
  const { site, historyWeeks } = props;
  const { t, i18n } = useLingui();
  const f = useFigureFormat();
  const format = useLocaleFormat();
  const full = site.likelyFullDays.length;
  return (
    <>
      <Table.Td ta="right">{f.formatCount(site.bays)}</Table.Td>
      <Table.Td ta="right">
        {site.expectedBaysNeeded === null ? '—' : f.formatCount(site.expectedBaysNeeded)}
      </Table.Td>
      <Table.Td>
        <div className="ahead-strip" role="list" aria-label={t`Each day ahead`}>
          {site.days.map((d) => {
            const status = i18n._(STATUS_WORDS[d.status]);
            const date = format.shortDate(d.date);
            return (
              <span
                key={d.date}
                role="listitem"
                className="ahead-dot"
                data-status={d.status}
                data-weekday={d.weekday}
                title={t`${date}: ${status}`}
                aria-label={t`${date}: ${status}`}
              />
            );
          })}
        </div>
        <Text size="xs" c="dimmed">
          {full === 0
            ? t`No day likely full`
            : t`${plural(full, { one: '# day likely full', other: '# days likely full' })}`}
        </Text>
      </Table.Td>
      <Table.Td maw={360}>
        <ForecastQuality site={site} historyWeeks={historyWeeks} />
      </Table.Td>
    </>
  );
}
