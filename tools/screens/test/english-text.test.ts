import { describe, expect, it } from 'vitest';
import { dataWords, englishTextFinding, servedData, vocabularyKnows } from '../english-text.mjs';

type Text = { text: string; where: string; kind: string; foreign: boolean };
const text = (value: string, more: Partial<Text> = {}): Text => ({
  text: value,
  where: 'p',
  kind: 'text',
  foreign: false,
  ...more,
});

describe('the English UI text detector', () => {
  const data = dataWords([
    { name: 'Rahim Uddin', car: { brand: 'Proton', model: 'Saga Hybrid' }, status: 'pending' },
    [{ method: 'cash', privilege: 'Finance_Access', email: 'Owner@Example.org' }],
    {
      car: { brand: 'Toyota', model: 'Axio', colour: 'Grey' },
      source: 'Office rent',
      typed: 'Rent paid late',
    },
  ]);

  it('flags the site’s own English words in any text a Bengali reader meets', () => {
    for (const value of [
      'Save',
      'সদস্য: 12 members',
      '১৫ km',
      'Tk ১২,০০০',
      'Status: pending',
      'Search stock',
    ]) {
      expect(englishTextFinding([text(value)], data), value).toMatchObject({ kind: 'english-text' });
    }
    for (const kind of ['placeholder', 'title', 'aria-label']) {
      expect(englishTextFinding([text('Search', { kind })], data)?.detail).toBe(
        `1 texts: "Search" (${kind} in p)`,
      );
    }
  });

  it('flags a code from the data shown as it is, not the words people typed', () => {
    expect(englishTextFinding([text('pending')], data)).toMatchObject({ kind: 'english-text' });
    expect(englishTextFinding([text('cash')], data)).toMatchObject({ kind: 'english-text' });
    const theirs = [
      text('Rahim Uddin'),
      text('Proton Saga ২০১৬'),
      text('SAGA hybrid'),
      text('মন্তব্য: Rent paid late'),
      text('মালিক: rahim'),
      text('owner@example.org'),
      text('দেখুন https://example.org/notice/12'),
    ];
    expect(englishTextFinding(theirs, data)).toBeNull();
  });

  it('leaves Bengali, names and codes, and what the markup marks as not Bengali', () => {
    const clean = [
      text('সদস্য ড্যাশবোর্ড'),
      text('PDF ডাউনলোড'),
      text('JPEG, PNG অথবা WebP'),
      text('দ্বিতীয় Full_Access+ অ্যাডমিন'),
      text('বিকাশ TrxID, bKash'),
      text('A4 পাতা, x ২'),
      text('English', { foreign: true }),
      text('Verified dealer', { foreign: true }),
    ];
    expect(englishTextFinding(clean, data)).toBeNull();
  });

  it('flags a value the vocabularies name in Bengali shown as stored: the site must say it in Bengali', () => {
    for (const value of ['Toyota Axio ২০১৬', 'রং: Grey', 'Office rent, ২৩ নভেম্বর'])
      expect(englishTextFinding([text(value)], data), value).toMatchObject({ kind: 'english-text' });
    expect(vocabularyKnows('Office rent')).toBe(true);
    expect(vocabularyKnows('Rahim Uddin')).toBe(false);
  });

  it('reads the words of the data at any depth, less codes, known values and addresses', () => {
    expect([...data].sort()).toEqual(
      ['hybrid', 'late', 'paid', 'proton', 'rahim', 'rent', 'saga', 'uddin'].sort(),
    );
    expect(dataWords(['  ', 42, null, { 'Key Word': 'x_y' }])).toEqual(new Set(['key', 'word']));
  });

  it('reads the data the server served with a page', () => {
    const html =
      '<html><body><div id="root"></div><script id="served-data" type="application/json">[{"path":"a","data":{"n":"Karim"}}]</script></body></html>';
    expect(servedData(html)).toEqual([{ path: 'a', data: { n: 'Karim' } }]);
    expect(servedData('<html><body></body></html>')).toBeUndefined();
    expect(servedData('<script id="served-data" type="application/json">{</script>')).toBeUndefined();
  });
});
