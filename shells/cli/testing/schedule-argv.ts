/** The command lines the schedule tests start from: a relay without a login, and one daily report. */

/** `mail set` for a relay on loopback at `port`, without TLS or a login. */
export function mailSetArgv(port: number): readonly string[] {
  return ['mail', 'set', '--host', '127.0.0.1', '--port', String(port)].concat([
    '--from',
    'reports@acme.test',
    '--security',
    'none',
  ]);
}

/**
 * `schedules add` for "Daily people": the account's people of yesterday, every location, as CSV,
 * each day at 06:30 in Paris, to ann@acme.test; `extra` adds options (a language).
 */
export function dailyPeopleArgv(account: string, extra: readonly string[] = []): readonly string[] {
  const report = ['--report', 'people', '--location', 'all', '--period', 'yesterday'];
  const rhythm = ['--every', 'day', '--at', '06:30', '--tz', 'Europe/Paris'];
  return ['schedules', 'add', '--account', account, '--name', 'Daily people'].concat(
    report,
    ['--format', 'csv'],
    extra,
    rhythm,
    ['--to', 'ann@acme.test'],
  );
}
