import { formatZoneOffset } from '#shared/view/format';
import type { Span } from '#shared/view/shown-spans';

/** "UTC+1", "UTC+5:30", "UTC": short enough for the corner cell. */
export function compactOffset(zone: string, ms: number): string {
  const m = /^UTC([+-])(\d\d):(\d\d)$/.exec(formatZoneOffset(zone, ms));
  if (!m) return 'UTC';
  if (m[2] === '00' && m[3] === '00') return 'UTC';
  return `UTC${m[1]}${Number(m[2])}${m[3] === '00' ? '' : `:${m[3]}`}`;
}

/** "Europe/Berlin · UTC+1", or on a clock-change window "Europe/Berlin · UTC+1 → +2". */
export function zoneLabel(zone: string, segments: readonly Span[], fallbackMs: number): string {
  const firstMs = segments[0]?.startMs ?? fallbackMs;
  const lastMs = (segments[segments.length - 1]?.endMs ?? fallbackMs + 1) - 1;
  const a = compactOffset(zone, firstMs);
  const b = compactOffset(zone, lastMs);
  return `${zone} · ${a === b ? a : `${a} → ${b === 'UTC' ? b : b.slice(3)}`}`;
}
