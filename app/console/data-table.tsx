import type { ReactNode } from "react";

interface DataTableProps {
  caption?: string;
  columns: readonly string[];
  /** Each row's key and cells; with `rowHeaders`, the first cell names the row (a `th`). */
  rows: readonly { key: string | number; cells: readonly ReactNode[] }[];
  rowHeaders?: boolean;
}

/** The console's one table: headed columns, a caption when given, scrolling inside its own box on a phone. */
export function DataTable({ caption, columns, rows, rowHeaders = false }: DataTableProps) {
  return (
    <div className="console-table-wrap">
      <table className="console-table">
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                rowHeaders && index === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
