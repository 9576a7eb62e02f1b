import { type CsvValue, toCsv } from '@samity/domain/csv';

/**
 * Downloads rows as a CSV file, columns in the order given. Cells that a spreadsheet would run as a formula
 * (=, +, -, @ ...) are escaped: a member's name must never execute in the treasurer's Excel.
 * A byte-order mark lets Excel read Bengali text as UTF-8.
 */
export function downloadCsv(
  filename: string,
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
) {
  const csv = toCsv(rows, { header, bom: true });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename.endsWith('.csv') ? filename : `${filename}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
