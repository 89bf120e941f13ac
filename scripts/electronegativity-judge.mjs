// The security scan's verdict on electronegativity's findings (plain JavaScript, run by node directly).

/** Whether an allow-list entry (check name AND file) covers a finding. */
const covers = (entry, finding) =>
  entry.check === finding.check && finding.file.endsWith(entry.file);

/**
 * Each finding with its mark, and how many block: a HIGH or MEDIUM finding no entry covers, and an
 * entry that covers no finding (stale: the list must explain what the scan finds now).
 */
export function judgeFindings(findings, allowed) {
  const lines = [];
  let failures = 0;
  for (const f of findings) {
    const entry = allowed.find((a) => covers(a, f));
    const blocking = (f.severity === 'HIGH' || f.severity === 'MEDIUM') && !entry;
    if (blocking) failures++;
    const mark = blocking ? '✖' : entry ? '↷ allowed:' : '·';
    lines.push(
      `${mark} ${f.severity} ${f.check} shells/desktop/${f.file}:${f.location} ${f.description}`,
    );
    if (entry) lines.push(`    (${entry.why})`);
  }
  for (const a of allowed) {
    if (findings.some((f) => covers(a, f))) continue;
    failures++;
    lines.push(
      `✖ allow-list entry ${a.check} in shells/desktop/${a.file} matches nothing: remove it.`,
    );
  }
  return { lines, failures };
}
