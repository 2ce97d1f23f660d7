/** A table of rows under column headings: the columns say what each cell shows. */
import type { ReactNode } from 'react';

export interface Column<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
}

export interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row, index: number) => string | number;
  caption?: ReactNode;
  /** A caption for screen readers only (the page's heading already says it). */
  captionHidden?: boolean;
  className: string;
}

export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  caption,
  captionHidden = false,
  className,
}: DataTableProps<Row>) {
  return (
    <table className={className}>
      {caption && (
        <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
      )}
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th scope="col" key={index}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
            {columns.map((column, cell) => (
              <td key={cell}>{column.cell(row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
