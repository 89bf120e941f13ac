import type { ReactNode } from 'react';
import './scroll-region.css';

/** A scrollable box for a wide or long table: focusable, so it scrolls by keyboard, and named. */
export function ScrollRegion(props: {
  readonly label: string;
  readonly maxHeight?: number;
  /** Takes the height its column leaves, and scrolls within it. */
  readonly fill?: boolean;
  readonly children: ReactNode;
}) {
  return (
    <div
      className="scroll-region"
      role="region"
      aria-label={props.label}
      // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
      tabIndex={0}
      style={{
        maxHeight: props.maxHeight,
        ...(props.fill ? { flex: 1, minHeight: 0 } : {}),
      }}
    >
      {props.children}
    </div>
  );
}
