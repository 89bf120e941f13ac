/**
 * The OS timer that runs `schedules run-due` every few minutes: a systemd user timer on Linux, a
 * launchd agent on macOS, a Task Scheduler task on Windows. Only the files are worked out here; the
 * command writes them and says the one command that turns the timer on.
 */
import { posix, win32 } from 'node:path';
import { assertNever } from '#shared/assert-never';

/** The systems a timer can be installed on. */
export type TimerPlatform = 'linux' | 'darwin' | 'win32';

/** What a timer is made of. */
export interface TimerPlan {
  readonly files: readonly { readonly path: string; readonly content: string }[];
  /** The command that turns the timer on, for the person to run. */
  readonly enable: string;
  /** The command that turns it off again, run before its files are removed. */
  readonly disable: string;
}

/** Where and how the timer runs the command line. */
export interface TimerTarget {
  readonly home: string;
  /** $XDG_CONFIG_HOME on Linux, when set. */
  readonly configHome?: string;
  readonly dataDir: string;
  /** The program and its first arguments (node and the script, or the app and --cli). */
  readonly command: readonly string[];
  /** Variables the command line needs in the timer's environment (data folder, CA, proxy). */
  readonly env: Readonly<Record<string, string>>;
  readonly everyMinutes: number;
}

/** The name the timer's files and task carry. */
export const TIMER_NAME = 'bookings-viewer-schedules';

// systemd unquotes "…" with C escapes, expands % specifiers and $ variables: each is escaped.
const systemdWord = (w: string) =>
  `"${w.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/%/g, '%%').replace(/\$/g, '$$$$')}"`;
const xml = (t: string) =>
  t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const winWord = (w: string) => `"${w.replace(/"/g, '""')}"`;

function linux(t: TimerTarget): TimerPlan {
  const dir = posix.join(t.configHome || posix.join(t.home, '.config'), 'systemd', 'user');
  const env = Object.entries(t.env).map(([k, v]) => `Environment=${systemdWord(`${k}=${v}`)}\n`);
  const service = `[Unit]\nDescription=Bookings Viewer: send the scheduled reports that are due\n\n[Service]\nType=oneshot\n${env.join('')}ExecStart=${[...t.command, 'schedules', 'run-due'].map(systemdWord).join(' ')}\n`;
  // Persistent: a run missed while the computer slept happens when it wakes; run-due catches up.
  const timer = `[Unit]\nDescription=Run Bookings Viewer's scheduled reports every ${t.everyMinutes} minutes\n\n[Timer]\nOnCalendar=*:0/${t.everyMinutes}\nPersistent=true\n\n[Install]\nWantedBy=timers.target\n`;
  return {
    files: [
      { path: posix.join(dir, `${TIMER_NAME}.service`), content: service },
      { path: posix.join(dir, `${TIMER_NAME}.timer`), content: timer },
    ],
    enable: `systemctl --user daemon-reload && systemctl --user enable --now ${TIMER_NAME}.timer`,
    disable: `systemctl --user disable --now ${TIMER_NAME}.timer`,
  };
}

function darwin(t: TimerTarget): TimerPlan {
  const path = posix.join(t.home, 'Library', 'LaunchAgents', 'com.bookingsviewer.schedules.plist');
  const args = [...t.command, 'schedules', 'run-due'].map(
    (a) => `    <string>${xml(a)}</string>\n`,
  );
  const env = Object.entries(t.env).map(
    ([k, v]) => `    <key>${xml(k)}</key>\n    <string>${xml(v)}</string>\n`,
  );
  const log = xml(posix.join(t.dataDir, 'schedules.log'));
  const content = `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n  <key>Label</key>\n  <string>com.bookingsviewer.schedules</string>\n  <key>ProgramArguments</key>\n  <array>\n${args.join('')}  </array>\n  <key>EnvironmentVariables</key>\n  <dict>\n${env.join('')}  </dict>\n  <key>StartInterval</key>\n  <integer>${t.everyMinutes * 60}</integer>\n  <key>RunAtLoad</key>\n  <true/>\n  <key>StandardErrorPath</key>\n  <string>${log}</string>\n</dict>\n</plist>\n`;
  return {
    files: [{ path, content }],
    enable: `launchctl bootstrap gui/$(id -u) "${path}"`,
    disable: `launchctl bootout gui/$(id -u) "${path}"`,
  };
}

function windows(t: TimerTarget): TimerPlan {
  const path = win32.join(t.dataDir, `${TIMER_NAME}.xml`);
  const run = [...t.command, 'schedules', 'run-due'].map(winWord).join(' ');
  // A task has no environment of its own: cmd sets the variables, then runs the command line.
  const sets = Object.entries(t.env).map(([k, v]) => `set "${k}=${v}" && `);
  const [exe, args] = sets.length
    ? ['cmd.exe', `/d /c "${sets.join('')}${run}"`]
    : [t.command[0] ?? '', run.slice(winWord(t.command[0] ?? '').length + 1)];
  const content = `<?xml version="1.0" encoding="UTF-16"?>\n<Task version="1.2" xmlns="http://schemas.microsoft.com/windows/2004/02/mit/task">\n  <RegistrationInfo><Description>Bookings Viewer: send the scheduled reports that are due</Description></RegistrationInfo>\n  <Triggers>\n    <TimeTrigger>\n      <StartBoundary>2026-01-01T00:00:00</StartBoundary>\n      <Repetition><Interval>PT${t.everyMinutes}M</Interval></Repetition>\n    </TimeTrigger>\n  </Triggers>\n  <Settings>\n    <StartWhenAvailable>true</StartWhenAvailable>\n    <MultipleInstancesPolicy>IgnoreNew</MultipleInstancesPolicy>\n  </Settings>\n  <Actions>\n    <Exec>\n      <Command>${xml(exe)}</Command>\n      <Arguments>${xml(args)}</Arguments>\n    </Exec>\n  </Actions>\n</Task>\n`;
  return {
    files: [{ path, content }],
    enable: `schtasks /Create /TN "Bookings Viewer schedules" /XML "${path}" /F`,
    disable: `schtasks /Delete /TN "Bookings Viewer schedules" /F`,
  };
}

/** The timer's files for a system. */
export function timerPlan(platform: TimerPlatform, target: TimerTarget): TimerPlan {
  switch (platform) {
    case 'linux':
      return linux(target);
    case 'darwin':
      return darwin(target);
    case 'win32':
      return windows(target);
    default:
      return assertNever(platform, 'platform');
  }
}
