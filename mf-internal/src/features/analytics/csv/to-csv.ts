export type CsvCell = string | number | null | undefined;

// A spreadsheet runs a cell that starts like a formula. Page paths and event types come from
// Members' browsers, so a text cell starting with one of these is kept as text (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV: a header line, then one line per row, CRLF after each; fields quoted only when they must be. */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [headers, ...rows].map((row) => row.map(cell).join(',') + '\r\n').join('');
}
