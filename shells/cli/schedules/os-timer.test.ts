// The OS timer's files for each system: each runs `schedules run-due` with the command line as it
// was started, every N minutes, with the variables it needs, quoted for that system.
import { describe, expect, it } from 'vitest';
import { timerPlan, type TimerTarget } from './os-timer';

const target: TimerTarget = {
  home: '/home/ann',
  dataDir: '/home/ann/.config/Bookings Viewer',
  command: ['/usr/bin/node', '/opt/bv/out/cli/bookings-viewer.js'],
  env: { NODE_EXTRA_CA_CERTS: '/etc/ssl/acme 100%.pem' },
  everyMinutes: 5,
};

describe('timerPlan', () => {
  it('is a systemd user service and timer on Linux', () => {
    const plan = timerPlan('linux', target);
    expect(plan.files.map((f) => f.path)).toEqual([
      '/home/ann/.config/systemd/user/bookings-viewer-schedules.service',
      '/home/ann/.config/systemd/user/bookings-viewer-schedules.timer',
    ]);
    expect(plan.files[0]?.content).toContain(
      'ExecStart="/usr/bin/node" "/opt/bv/out/cli/bookings-viewer.js" "schedules" "run-due"',
    );
    // systemd would read % as a specifier: it is doubled.
    expect(plan.files[0]?.content).toContain(
      'Environment="NODE_EXTRA_CA_CERTS=/etc/ssl/acme 100%%.pem"',
    );
    expect(plan.files[1]?.content).toContain('OnCalendar=*:0/5\nPersistent=true');
    expect(plan.enable).toContain('systemctl --user enable --now bookings-viewer-schedules.timer');
  });

  it('is a launchd agent on macOS', () => {
    const plan = timerPlan('darwin', { ...target, home: '/Users/ann', everyMinutes: 10 });
    expect(plan.files[0]?.path).toBe(
      '/Users/ann/Library/LaunchAgents/com.bookingsviewer.schedules.plist',
    );
    expect(plan.files[0]?.content).toContain('<string>run-due</string>');
    expect(plan.files[0]?.content).toContain('<key>StartInterval</key>\n  <integer>600</integer>');
  });

  it('is a Task Scheduler task on Windows, setting the variables through cmd', () => {
    const plan = timerPlan('win32', {
      ...target,
      dataDir: 'C:\\Users\\ann\\AppData\\Roaming\\Bookings Viewer',
      command: ['C:\\Program Files\\Bookings Viewer\\Bookings Viewer.exe', '--cli'],
    });
    expect(plan.files[0]?.path).toBe(
      'C:\\Users\\ann\\AppData\\Roaming\\Bookings Viewer\\bookings-viewer-schedules.xml',
    );
    expect(plan.files[0]?.content).toContain('<Command>cmd.exe</Command>');
    expect(plan.files[0]?.content).toContain('<Interval>PT5M</Interval>');
    expect(plan.files[0]?.content).toContain(
      'set &quot;NODE_EXTRA_CA_CERTS=/etc/ssl/acme 100%.pem&quot; &amp;&amp; &quot;C:\\Program Files\\Bookings Viewer\\Bookings Viewer.exe&quot; &quot;--cli&quot; &quot;schedules&quot; &quot;run-due&quot;',
    );
    const plain = timerPlan('win32', { ...target, env: {} });
    expect(plain.files[0]?.content).toContain('<Command>/usr/bin/node</Command>');
    expect(plain.files[0]?.content).toContain(
      '<Arguments>&quot;/opt/bv/out/cli/bookings-viewer.js&quot; &quot;schedules&quot; &quot;run-due&quot;</Arguments>',
    );
  });
});
