// CSV as RFC 4180 writes it, with the OWASP "CSV injection" guard: a text cell that a spreadsheet
// would run as a formula (it starts with = + - @, a tab or a carriage return) gets a leading '.

const FORMULA = /^[=+\-@\t\r]/;

/** One cell: numbers and booleans as they are; text guarded against formulas and quoted when needed. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: a header row, then the rows, CRLF line ends, a BOM so spreadsheets read UTF-8 (Arabic, Kurdish names). */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
