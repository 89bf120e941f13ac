import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import type { PersonSite } from '#shared/contract';
import type { PersonBooking } from '#shared/insights/person-bookings';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';

/** A person's bookings, a heading per day, each with its site, bay and times on its site's clock. */
export function PersonBookingList(props: {
  readonly bookings: readonly PersonBooking[];
  readonly sites: readonly PersonSite[];
}) {
  const { bookings, sites } = props;
  const { t } = useLingui();
  const format = useLocaleFormat();
  const siteName = new Map(sites.map((s) => [s.locationId, s.name]));
  const days = new Map<string, PersonBooking[]>();
  for (const b of bookings) {
    const list = days.get(b.day);
    if (list) list.push(b);
    else days.set(b.day, [b]);
  }
  const clocks = sites.map((s) => `${s.name} (${s.zone})`).join(', ');
  return (
    <Stack gap="sm" data-testid="person-bookings">
      <Text size="xs" c="dimmed" data-testid="person-clocks">
        {t`Times on each site’s clock: ${clocks}`}
      </Text>
      {[...days].map(([day, list]) => (
        <section key={day} aria-label={format.longDate(day)}>
          <Text size="sm" fw={700}>
            {format.longDate(day)}
          </Text>
          <ul className="person-list">
            {list.map((b) => {
              const outside = format.hours(b.outsideMs);
              return (
                <li key={`${b.locationId}:${b.id}`} data-testid="person-booking">
                  <Group gap={6} wrap="wrap">
                    <Text size="sm" ff="monospace">
                      {format.timeRange(b.zone, b.startMs, b.endMs)}
                    </Text>
                    <Text size="sm">
                      {siteName.get(b.locationId) ?? b.locationId} · {b.bayName ?? t`Unnamed bay`}
                    </Text>
                    {b.doubleBooking && (
                      <Text size="xs" fw={700}>
                        {t`Double booking`}
                      </Text>
                    )}
                    {b.outsideMs > 0 && (
                      <Text size="xs" c="dimmed">
                        {t`${outside} h outside opening hours`}
                      </Text>
                    )}
                  </Group>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </Stack>
  );
}
