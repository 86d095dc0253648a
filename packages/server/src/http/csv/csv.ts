// CSV as RFC 4180 writes it, with the OWASP "CSV injection" guard. SECURITY-REVIEW-2 N7: a
// spreadsheet whose list separator is ";" (or ",") splits an unquoted cell at it, so the guard
// quotes every text cell and puts a leading ' before every ;- or ,-separated part that a
// spreadsheet would run as a formula (it starts with = + - @, a tab or a carriage return).

const FORMULA_PART = /(^|[;,])(?=[=+\-@\t\r])/g;

/** One cell: numbers and booleans as they are; text guarded against formulas, always quoted. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value !== 'string') return String(value);
  return `"${value.replace(FORMULA_PART, "$1'").replace(/"/g, '""')}"`;
}

/**
 * A whole file: a header row (the shop's own column names, written as they are), then the rows,
 * CRLF line ends, a BOM so spreadsheets read UTF-8 (Arabic, Kurdish names).
 */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>): string {
  return `\uFEFF${[header.join(','), ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n')}\r\n`;
}
