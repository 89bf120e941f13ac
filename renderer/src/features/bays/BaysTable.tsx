import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { Bay } from '../../../../shared/model';
import '../table/table.css';

const ROW_HEIGHT = 32;

/** The bays as a virtualised table (thousands of rows stay light). */
export function BaysTable(props: { readonly bays: readonly Bay[] }) {
  const shown = props.bays;
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualizer's functions must not be memoised by the React Compiler; it skips this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtual = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const items = virtual.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtual.getTotalSize() - (items[items.length - 1]?.end ?? 0);

  return (
    <div
      ref={scrollRef}
      className="bt-scroll"
      style={{ flex: 1 }}
      tabIndex={0}
      role="region"
      aria-label="Bays list"
    >
      <table className="bt-table" aria-label="Bays" aria-rowcount={shown.length + 1}>
        <thead>
          <tr>
            <th scope="col">Bay</th>
            <th scope="col">Tag</th>
            <th scope="col">Location</th>
          </tr>
        </thead>
        <tbody>
          {padTop > 0 && (
            <tr aria-hidden="true" className="bt-pad">
              <td colSpan={3} style={{ height: padTop }} />
            </tr>
          )}
          {items.map((v) => {
            const b = shown[v.index] as Bay;
            return (
              <tr key={b.id} aria-rowindex={v.index + 2} data-testid="bay-row">
                <td>{b.name ?? 'Unnamed bay'}</td>
                <td>{b.tag ?? '—'}</td>
                <td>{b.location?.name ?? '—'}</td>
              </tr>
            );
          })}
          {padBottom > 0 && (
            <tr aria-hidden="true" className="bt-pad">
              <td colSpan={3} style={{ height: padBottom }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
