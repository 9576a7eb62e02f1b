import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { defuseFormula, toCsv } from '../src/csv';

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
    const [cell] = Papa.parse<string[]>(toCsv([[text]])).data[0]!;
    expect(cell).toBe(`'${text}`);
  });

  it('leaves other text alone, a formula sign inside the text included', () => {
    for (const text of ['Rahim', 'a=b', ' =x', '১২৩', "'=x", '']) expect(defuseFormula(text)).toBe(text);
  });

  it('quotes what needs quoting and reads back cell for cell', () => {
    const rows = [['=HYPERLINK("http://evil")', 'a,b', 'line\nbreak'], [], ['plain']];
    const csv = toCsv(rows);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv.endsWith('plain\r\n')).toBe(true);
    const back = Papa.parse<string[]>(csv.trimEnd(), { newline: '\r\n' }).data;
    expect(back).toEqual([['\'=HYPERLINK("http://evil")', 'a,b', 'line\nbreak'], [''], ['plain']]);
  });

  it('writes numbers as numbers, negative ones too, in the digits asked for', () => {
    expect(toCsv([[-12.5, 3]])).toBe('-12.5,3\r\n');
    expect(toCsv([[-12.5]], { formatNumber: (n) => n.toFixed(2).replace('1', '১') })).toBe('-১2.50\r\n');
  });

  it('puts the header first, a byte-order mark before it when asked, and empty values as empty cells', () => {
    expect(toCsv([['x', null, undefined]], { header: ['a', 'b', 'c'], bom: true })).toBe(
      '\uFEFFa,b,c\r\nx,,\r\n',
    );
  });
});
