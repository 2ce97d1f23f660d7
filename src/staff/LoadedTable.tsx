import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from '../ui/DataTable';
import { Status } from './Status';
import type { Loaded } from './use-load';

/** A console list declared as data: where its rows are, their columns, what an empty list says. */
export type TableSpec<T, Row> = Omit<DataTableProps<Row>, 'rows' | 'className'> & {
  /** The table's rows in the loaded data. */
  rowsOf: (data: T) => readonly Row[];
  /** Said instead of an empty table; without it an empty list is a table of headings. */
  empty?: ReactNode;
  /** `staff-table` unless said. */
  className?: string;
};

/** The console's one list: a loaded part's rows under column headings, or why there are none. */
export function LoadedTable<T, Row>({
  state,
  table,
}: {
  state: Loaded<T>;
  table: TableSpec<T, Row>;
}) {
  const { rowsOf, empty, className = 'staff-table', ...columns } = table;
  return (
    <Status state={state}>
      {(data) => {
        const rows = rowsOf(data);
        if (rows.length === 0 && empty) return <p>{empty}</p>;
        return <DataTable className={className} rows={rows} {...columns} />;
      }}
    </Status>
  );
}
