import Papa from 'papaparse';

/**
 * The one CSV writer of the society's files (members, enquiries, statements, registers, voter lists, the
 * browser's downloads). Quoting and line breaks are papaparse's; the defence below is ours, written once.
 * Imported as `@samity/domain/csv` so that the pages which never write a CSV do not load papaparse.
 */

/** What a spreadsheet would run as a formula: a cell starting with =, +, -, @, a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell a spreadsheet could read as a formula gets a leading apostrophe, so a name, source or message
 * typed by someone cannot run in the treasurer's spreadsheet. Anything else is left as it is.
 */
export function defuseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvOptions {
  /** The first line. */
  header?: readonly string[];
  /**
   * How numbers are written (a Bengali file writes its own digits). Numbers are ours, never typed text, so
   * they are not defused: a negative balance stays a number.
   */
  formatNumber?: (value: number) => string;
  /** Starts with a byte-order mark, so spreadsheet programs read Bengali text as UTF-8. */
  bom?: boolean;
  /**
   * Ends the last line with CRLF too. The server's files do (as they always have); the exports read back by
   * a CSV reader do not, so that reader sees no empty last row.
   */
  finalNewline?: boolean;
}

/** The rows as CSV text: lines separated by CRLF, empty rows kept as empty lines. */
export function toCsv(rows: readonly (readonly CsvValue[])[], options: CsvOptions = {}): string {
  const cell = (value: CsvValue): string => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'number') return options.formatNumber ? options.formatNumber(value) : String(value);
    return defuseFormula(String(value));
  };
  const data = rows.map((row) => row.map(cell));
  const text = Papa.unparse(options.header ? [options.header.map(cell), ...data] : data, {
    newline: '\r\n',
    escapeFormulae: false,
  });
  return `${options.bom ? '\uFEFF' : ''}${text}${options.finalNewline ? '\r\n' : ''}`;
}
