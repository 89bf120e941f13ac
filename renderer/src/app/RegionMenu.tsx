import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { useState } from 'react';
import type { Clock, WeekStartSetting } from '#shared/contract';
import type { WeekStart } from '#shared/time/week-start';
import { useLocaleFormat } from '../ui/locale/use-locale-format';
import { localeFirstDayOfWeek, localeUses12Hours } from '../ui/locale/resolve';
import { ClockIcon } from '../ui/icons';

const CLOCKS: readonly Clock[] = ['auto', '24h', '12h'];
const CLOCK_LABELS: Record<Exclude<Clock, 'auto'>, string> = { '24h': '24-hour', '12h': '12-hour' };
const WEEK_STARTS: readonly WeekStartSetting[] = ['auto', 'monday', 'sunday', 'saturday'];
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const WEEK_START_LABELS: Record<WeekStart, string> = {
  monday: 'Monday',
  sunday: 'Sunday',
  saturday: 'Saturday',
};

/** The clock (automatic, 24- or 12-hour) and the first day of the week; the language follows the OS. */
export function RegionMenu(props: {
  readonly clock: Clock;
  readonly weekStart: WeekStartSetting;
  readonly onChange: (change: { clock?: Clock; weekStart?: WeekStartSetting }) => void;
  /** Opens at once: the person clicked the stand-in shown while this code loaded. */
  readonly openOnMount?: boolean;
}) {
  const { locale } = useLocaleFormat();
  // What "Automatic" means here, so the user sees what they would get.
  const ownClock = localeUses12Hours(locale) ? '12-hour' : '24-hour';
  const ownWeekStart = DAY_NAMES[localeFirstDayOfWeek(locale)];
  const clockLabel = (c: Clock) => (c === 'auto' ? `Automatic (${ownClock})` : CLOCK_LABELS[c]);
  const weekLabel = (w: WeekStartSetting) =>
    w === 'auto' ? `Automatic (${ownWeekStart})` : WEEK_START_LABELS[w];
  const summary = `Clock: ${clockLabel(props.clock)} · Week starts: ${weekLabel(props.weekStart)} · Region: ${locale}`;
  // The tooltip would cover the open menu's first items.
  const [opened, setOpened] = useState(props.openOnMount ?? false);
  return (
    <Menu position="bottom-end" width={230} opened={opened} onChange={setOpened}>
      <Menu.Target>
        <Tooltip label={summary} disabled={opened}>
          <ActionIcon aria-label="Clock and calendar" size={30} data-testid="region-menu">
            <ClockIcon />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Clock</Menu.Label>
        {CLOCKS.map((c) => (
          <Menu.Item
            key={c}
            onClick={() => props.onChange({ clock: c })}
            rightSection={c === props.clock ? '✓' : null}
            aria-current={c === props.clock ? 'true' : undefined}
          >
            {clockLabel(c)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Label>Week starts on</Menu.Label>
        {WEEK_STARTS.map((w) => (
          <Menu.Item
            key={w}
            onClick={() => props.onChange({ weekStart: w })}
            rightSection={w === props.weekStart ? '✓' : null}
            aria-current={w === props.weekStart ? 'true' : undefined}
          >
            {weekLabel(w)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Label>Dates and numbers follow {locale}</Menu.Label>
      </Menu.Dropdown>
    </Menu>
  );
}
