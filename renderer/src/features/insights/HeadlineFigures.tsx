import { Paper, SimpleGrid, Text } from '@mantine/core';
import { localDateOf } from '#shared/time/zone';
import { formatDuration } from '#shared/view/format';
import { utilisationOf } from './bay-order';
import { useInsightsFormat } from './format';
import type { Insights } from './types';
import type { LocaleFormat } from '../../ui/locale/locale-format';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';

function Figure(props: { readonly label: string; readonly value: string; readonly note?: string }) {
  return (
    <Paper withBorder p="xs" radius="md" className="insights-card">
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <div className="insights-figure-value">{props.value}</div>
      {props.note && (
        <Text size="xs" c="dimmed">
          {props.note}
        </Text>
      )}
    </Paper>
  );
}

/** "first on Thu, 26 Mar 2026 at 08:45", or only the time when the period is one day. */
function peakWhen(format: LocaleFormat, i: Insights, zone: string): string {
  if (i.peak.atMs === null) return 'no bookings';
  const time = format.clock(zone, i.peak.atMs);
  const date = localDateOf(zone, i.peak.atMs);
  return i.from === i.to ? `first at ${time}` : `first on ${format.longDate(date)} at ${time}`;
}

/** The headline figures of the period. */
export function HeadlineFigures(props: { readonly insights: Insights; readonly zone: string }) {
  const { insights: i, zone } = props;
  const format = useLocaleFormat();
  const { formatBookedHours, formatCount, formatPercent } = useInsightsFormat();
  const u = utilisationOf(i.totals);
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4, lg: 7 }}
      spacing="xs"
      className="insights-figures"
      data-testid="insights-figures"
      role="group"
      aria-label="Headline figures"
    >
      <Figure label="Bookings" value={formatCount(i.totals.bookings)} />
      <Figure label="People" value={formatCount(i.people)} note="distinct users" />
      <Figure
        label="Booked hours"
        value={formatBookedHours(i.totals.bookedMs)}
        note={`${formatBookedHours(i.totals.occupiedMs)} occupied`}
      />
      <Figure
        label="Utilisation"
        value={formatPercent(u)}
        note={`of ${formatCount(i.bays)} ${i.bays === 1 ? 'bay' : 'bays'}`}
      />
      <Figure
        label="Peak bays in use"
        value={formatCount(i.peak.baysInUse)}
        note={peakWhen(format, i, zone)}
      />
      <Figure
        label="Median booking"
        value={i.medianBookingMs === null ? '–' : formatDuration(i.medianBookingMs)}
      />
      <Figure
        label="Cross midnight"
        value={formatCount(i.crossingMidnight)}
        note={
          i.totals.bookings > 0
            ? `${formatPercent(i.crossingMidnight / i.totals.bookings)} of bookings`
            : undefined
        }
      />
    </SimpleGrid>
  );
}
