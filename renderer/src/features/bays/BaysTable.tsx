import { useLingui } from '@lingui/react/macro';
import type { Bay } from '#shared/model';
import { SpacerRow, useVirtualTableRows } from '../table/virtual-rows';
import '../table/table.css';

/** The bays as a virtualised table (thousands of rows stay light). */
export function BaysTable(props: { readonly bays: readonly Bay[] }) {
  const shown = props.bays;
  const { scrollRef, items, padTop, padBottom } = useVirtualTableRows(shown.length);
  const { t } = useLingui();
  const unnamed = t`Unnamed bay`;

  return (
    <div
      ref={scrollRef}
      className="bt-scroll"
      style={{ flex: 1 }}
      tabIndex={0}
      role="region"
      aria-label={t`Bays list`}
    >
      <table className="bt-table" aria-label={t`Bays`} aria-rowcount={shown.length + 1}>
        <thead>
          <tr>
            <th scope="col">{t`Bay`}</th>
            <th scope="col">{t`Tag`}</th>
            <th scope="col">{t`Location`}</th>
          </tr>
        </thead>
        <tbody>
          <SpacerRow height={padTop} columns={3} />
          {items.map((v) => {
            const b = shown[v.index] as Bay;
            return (
              <tr key={b.id} aria-rowindex={v.index + 2} data-testid="bay-row">
                <td>{b.name ?? unnamed}</td>
                <td>{b.tag ?? '—'}</td>
                <td>{b.location?.name ?? '—'}</td>
              </tr>
            );
          })}
          <SpacerRow height={padBottom} columns={3} />
        </tbody>
      </table>
    </div>
  );
}
