/**
 * One progress over a report's phases (this period, the comparison's, the trend's months), each
 * weighted by its days: a phase's percent moves the whole by its share, and the bookings read add
 * up over the phases.
 */
import type { ExportCounters } from '../export/progress';

/** What a phase reports as it reads: its percent, its bookings read (or rows written), bytes out. */
export type PhaseReport = (p: {
  readonly percent: number;
  readonly bookings: number;
  readonly bytes?: number;
}) => void;

/** The reporter of each phase, by its index in the weights given. */
export interface PhasedProgress {
  of(phase: number): PhaseReport;
}

/** Phases of these weights (0: a phase left out), reported to `report` as one export's counters. */
export function phasedProgress(
  weights: readonly number[],
  report: (counters: ExportCounters) => void,
): PhasedProgress {
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  const starts = weights.map((_, i) => weights.slice(0, i).reduce((a, b) => a + b, 0));
  const read = weights.map(() => 0);
  return {
    of: (phase) => (p) => {
      read[phase] = p.bookings;
      const done = (starts[phase] ?? 0) + ((weights[phase] ?? 0) * p.percent) / 100;
      report({
        rows: read.reduce((a, b) => a + b, 0),
        percent: (done / total) * 100,
        bytes: p.bytes ?? 0,
      });
    },
  };
}
