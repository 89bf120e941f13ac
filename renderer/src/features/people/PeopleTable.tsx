import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Table, UnstyledButton } from '@mantine/core';
import type { PersonFigures } from '#shared/insights/person-figures';
import { useFigureFormat } from '../../ui/format/figure-format';
import { type PeopleColumn, type PeopleSort, sortedPeople } from './people-sort';

const COLUMNS: readonly {
  readonly id: PeopleColumn;
  readonly label: MessageDescriptor;
  readonly numeric: boolean;
}[] = [
  { id: 'name', label: msg`Name`, numeric: false },
  { id: 'email', label: msg`E-mail`, numeric: false },
  { id: 'bookings', label: msg`Bookings`, numeric: true },
  { id: 'days', label: msg`Days`, numeric: true },
  { id: 'sites', label: msg`Sites`, numeric: true },
  { id: 'bookedMs', label: msg`Booked`, numeric: true },
  { id: 'medianBookingMs', label: msg`Median booking`, numeric: true },
  { id: 'outsideShare', label: msg`Outside opening hours`, numeric: true },
  { id: 'doubleBookings', label: msg`Double bookings`, numeric: true },
];

/** A row per person, sorted by a heading (a click turns it round), the heaviest users first. */
export function PeopleTable(props: {
  readonly people: readonly PersonFigures[];
  readonly sort: PeopleSort;
  readonly onSort: (sort: PeopleSort) => void;
  /** Names hidden: the e-mail column says nothing, so it is left out. */
  readonly namesHidden: boolean;
  /** Opens a person's bookings (their name is a button). */
  readonly onOpen: (person: PersonFigures) => void;
}) {
  const { people, sort, onSort, namesHidden, onOpen } = props;
  const { t, i18n } = useLingui();
  const f = useFigureFormat();
  const columns = namesHidden ? COLUMNS.filter((c) => c.id !== 'email') : COLUMNS;
  const shown = sortedPeople(people, sort);
  const cell = (p: PersonFigures, id: PeopleColumn): string => {
    switch (id) {
      case 'name':
        return p.name ?? t`(no name)`;
      case 'email':
        return p.email ?? '';
      case 'bookedMs':
        return f.formatBookedHours(p.bookedMs);
      case 'medianBookingMs': {
        const minutes = f.formatCount(Math.round(p.medianBookingMs / 60_000));
        return t`${minutes} min`;
      }
      case 'outsideShare':
        return f.formatPercent(p.outsideShare);
      default:
        return f.formatCount(p[id]);
    }
  };
  return (
    <Table fz="sm" horizontalSpacing={8} striped data-testid="people-table">
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => {
            const active = sort.column === c.id;
            return (
              <Table.Th
                key={c.id}
                scope="col"
                ta={c.numeric ? 'right' : 'left'}
                aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : undefined}
              >
                <UnstyledButton
                  fz="sm"
                  fw={700}
                  onClick={() =>
                    onSort({ column: c.id, descending: active ? !sort.descending : c.numeric })
                  }
                >
                  {i18n._(c.label)}
                  {active ? (sort.descending ? ' ↓' : ' ↑') : ''}
                </UnstyledButton>
              </Table.Th>
            );
          })}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {shown.map((p) => (
          <Table.Tr key={p.key} data-testid="person-row">
            {columns.map((c) =>
              c.id === 'name' ? (
                <Table.Th key={c.id} scope="row" fw={600}>
                  <Anchor
                    component="button"
                    type="button"
                    fz="sm"
                    fw={600}
                    ta="left"
                    title={t`Open their bookings`}
                    onClick={() => onOpen(p)}
                  >
                    {cell(p, c.id)}
                  </Anchor>
                </Table.Th>
              ) : (
                <Table.Td key={c.id} ta={c.numeric ? 'right' : 'left'}>
                  {cell(p, c.id)}
                </Table.Td>
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
