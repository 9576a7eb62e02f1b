import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { defuseFormula, toCsv } from '../src/csv';

const read = (csv: string) => Papa.parse<string[]>(csv, { delimiter: ',', newline: '\r\n' }).data;

describe('the CSV writer', () => {
  it.each([
    '=1+1',
    '+880',
    '-2',
    '@SUM(A1)',
    '\tx',
    '\rx',
  ])('defuses %j, which a spreadsheet would run', (text) => {
    expect(defuseFormula(text)).toBe(`'${text}`);
    expect(read(toCsv([[text]]))[0]).toEqual([`'${text}`]);
  });

  it('leaves other text alone, a formula sign inside the text included', () => {
    for (const text of ['Rahim', 'a=b', ' =x', '১২৩', "'=x", '']) expect(defuseFormula(text)).toBe(text);
  });

  it('quotes what needs quoting and reads back cell for cell', () => {
    const rows = [['=HYPERLINK("http://evil")', 'a,b', 'line\nbreak'], [], ['plain']];
    const csv = toCsv(rows);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv.endsWith('\r\nplain')).toBe(true);
    expect(toCsv(rows, { finalNewline: true }).endsWith('\r\nplain\r\n')).toBe(true);
    expect(read(csv)).toEqual([['\'=HYPERLINK("http://evil")', 'a,b', 'line\nbreak'], [''], ['plain']]);
  });

  it('writes numbers as numbers, negative ones too, in the digits asked for', () => {
    expect(toCsv([[-12.5, 3]])).toBe('-12.5,3');
    expect(toCsv([[-12.5]], { formatNumber: (n) => n.toFixed(2).replace('1', '১') })).toBe('-১2.50');
  });

  it('puts the header first, a byte-order mark before it when asked, and empty values as empty cells', () => {
    expect(toCsv([['x', null, undefined]], { header: ['a', 'b', 'c'], bom: true })).toBe(
      '\uFEFFa,b,c\r\nx,,',
    );
  });
});
