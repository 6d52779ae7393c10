/**
 * CSV for Excel (docs/decisions/024): UTF-8 with a byte-order mark (without it Excel reads
 * accents as Windows-1252), semicolons (what French Excel expects), CRLF, every cell quoted, and
 * a cell that a spreadsheet would read as a formula (=, +, -, @, tab, carriage return first)
 * prefixed with an apostrophe, so a visitor's text can never run as one.
 */
const formulaStart = /^[=+\-@\t\r]/;

function csvCell(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(";")).join("\r\n")}\r\n`;
}
