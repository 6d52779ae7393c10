import type { ReactNode } from "react";

interface DataTableProps {
  caption?: string;
  columns: readonly string[];
  /** Each row's key and cells; with `rowHeaders`, the first cell names the row (a `th`). */
  rows: readonly { key: string | number; cells: readonly ReactNode[] }[];
  rowHeaders?: boolean;
}

/**
 * The console's one table: headed columns, a caption when given, scrolling sideways inside its own
 * box on a phone; the box takes focus so the keyboard can scroll it too (WCAG 2.1.1).
 */
export function DataTable({ caption, columns, rows, rowHeaders = false }: DataTableProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard
    <section className="console-table-wrap" aria-label={caption ?? columns.join(", ")} tabIndex={0}>
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
    </section>
  );
}
