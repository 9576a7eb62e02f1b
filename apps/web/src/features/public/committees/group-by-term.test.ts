import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en/public.json';
import { groupByTerm, termLabel } from './group-by-term';

const english = (term: string | null | undefined) => {
  const label = termLabel(term);
  if ('text' in label) return label.text;
  const [, , leaf] = label.key.split('.');
  return en.committees.terms[leaf as keyof typeof en.committees.terms];
};

describe('termLabel', () => {
  it('labels the known terms with their own labels', () => {
    expect(english('1')).toBe('1st Committee');
    expect(english('adok')).toBe('Adok Committee');
    expect(english('2')).toBe('Second Committee');
    expect(english('3')).toBe('Third Committee');
  });

  it('shows other terms as they are and a missing one as Unknown', () => {
    expect(english('4')).toBe('4');
    expect(english('2018-2020')).toBe('2018-2020');
    expect(english(null)).toBe('Unknown');
    expect(english(undefined)).toBe('Unknown');
    expect(english('')).toBe('Unknown');
  });
});

describe('groupByTerm', () => {
  const members = [
    { name: 'A', term: '1' },
    { name: 'B', term: '1' },
    { name: 'C', term: 'adok' },
    { name: 'D', term: '2' },
    { name: 'E', term: null },
    { name: 'F', term: '2' },
    { name: 'G', term: ' ' },
  ];

  it('keeps the order of terms and of members within a term', () => {
    const groups = groupByTerm(members);
    expect(groups.map((g) => g.term)).toEqual(['1', 'adok', '2', null]);
    expect(groups.map((g) => g.members.map((m) => m.name).join(''))).toEqual(['AB', 'C', 'DF', 'EG']);
  });

  it('returns no groups for no members', () => {
    expect(groupByTerm([])).toEqual([]);
  });
});
