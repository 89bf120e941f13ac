import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { useState } from 'react';
import type { Clock, WeekStartSetting } from '#shared/contract';
import type { WeekStart } from '#shared/time/week-start';
import { useLocaleFormat } from '../ui/locale/use-locale-format';
import { localeFirstDayOfWeek, localeUses12Hours, type DayOfWeek } from '../ui/locale/resolve';
import { ClockIcon } from '../ui/icons';

const CLOCKS: readonly Clock[] = ['auto', '24h', '12h'];
const CLOCK_LABELS: Record<Exclude<Clock, 'auto'>, MessageDescriptor> = {
  '24h': msg`24-hour`,
  '12h': msg`12-hour`,
};
const WEEK_STARTS: readonly WeekStartSetting[] = ['auto', 'monday', 'sunday', 'saturday'];
const WEEK_START_DAYS: Record<WeekStart, DayOfWeek> = { sunday: 0, monday: 1, saturday: 6 };

/** A menu item's first letter as a capital: French names its weekdays in lower case ("lundi"). */
function asItem(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/**
 * The clock (automatic, 24- or 12-hour) and the first day of the week. Dates and numbers are
 * written in the interface's language, in the OS's region.
 */
export function RegionMenu(props: {
  readonly clock: Clock;
  readonly weekStart: WeekStartSetting;
  readonly onChange: (change: { clock?: Clock; weekStart?: WeekStartSetting }) => void;
  /** Opens at once: the person clicked the stand-in shown while this code loaded. */
  readonly openOnMount?: boolean;
}) {
  const { t, i18n } = useLingui();
  const format = useLocaleFormat();
  const { locale } = format;
  // What "Automatic" means here, so the user sees what they would get.
  const ownClock = i18n._(CLOCK_LABELS[localeUses12Hours(locale) ? '12h' : '24h']);
  const ownWeekStart = format.longWeekday(localeFirstDayOfWeek(locale));
  const clockLabel = (c: Clock) =>
    c === 'auto' ? t`Automatic (${ownClock})` : i18n._(CLOCK_LABELS[c]);
  const weekLabel = (w: WeekStartSetting) =>
    w === 'auto'
      ? t`Automatic (${ownWeekStart})`
      : asItem(format.longWeekday(WEEK_START_DAYS[w]), locale);
  const clock = clockLabel(props.clock);
  const weekStart = weekLabel(props.weekStart);
  const summary = t`Clock: ${clock} · Week starts: ${weekStart} · Region: ${locale}`;
  // The tooltip would cover the open menu's first items.
  const [opened, setOpened] = useState(props.openOnMount ?? false);
  return (
    <Menu position="bottom-end" width={230} opened={opened} onChange={setOpened}>
      <Menu.Target>
        <Tooltip label={summary} disabled={opened}>
          <ActionIcon aria-label={t`Clock and calendar`} size={30} data-testid="region-menu">
            <ClockIcon />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t`Clock`}</Menu.Label>
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
        <Menu.Label>{t`Week starts on`}</Menu.Label>
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
        <Menu.Label>{t`Dates and numbers follow ${locale}`}</Menu.Label>
      </Menu.Dropdown>
    </Menu>
  );
}
