/** The range options' help, shared by every command that reads bookings over local days. */
import { systemTimeZone } from '#shared/time/zone';

/** The --location, --from, --to, --period, --week-start and --tz lines of a command's help. */
export const RANGE_HELP = `Range:
  --location NAME-or-ID   the location (name, case-insensitive, or id)
  --from DAY              first day: YYYY-MM-DD, today, or today-N (N days ago)
  --to DAY                last day, inclusive (default: --from)
  --period NAME           instead of --from/--to: today, yesterday, this-week, last-week,
                          this-month, last-month, this-year, or last-N-days (the N days before today)
  --week-start DAY        monday (default), sunday or saturday, for this-week and last-week
  --tz ZONE               IANA time zone the days are in (default: the system's, here ${systemTimeZone()})`;
