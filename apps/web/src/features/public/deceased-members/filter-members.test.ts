import { describe, expect, it } from 'vitest';
import { filterMembers } from './filter-members';

const members = [
  {
    member_no: '2001',
    name: 'Abdul Karim',
    father: 'Late Rahim Uddin',
    business: 'Karim Motors',
    address: 'Tejgaon, Dhaka',
  },
  {
    member_no: '2002',
    name: 'Nasir Ahmed',
    father: 'Late Jalal Ahmed',
    business: 'Car Point',
    address: 'Banani, Dhaka',
  },
  {
    member_no: '2013',
    name: 'Rafiq Hasan',
    father: 'Late Kamal Hasan',
    business: 'Hasan Cars',
    address: 'Mirpur, Dhaka',
  },
];

describe('filterMembers', () => {
  it('returns everyone for an empty or blank query', () => {
    expect(filterMembers(members, '')).toHaveLength(3);
    expect(filterMembers(members, '   ')).toHaveLength(3);
  });

  it('matches any field, ignoring case', () => {
    expect(filterMembers(members, 'karim').map((m) => m.member_no)).toEqual(['2001']);
    expect(filterMembers(members, 'BANANI').map((m) => m.member_no)).toEqual(['2002']);
    expect(filterMembers(members, 'kamal').map((m) => m.member_no)).toEqual(['2013']);
    expect(filterMembers(members, '201').map((m) => m.member_no)).toEqual(['2013']);
  });

  it('needs every word to match', () => {
    expect(filterMembers(members, 'hasan mirpur').map((m) => m.member_no)).toEqual(['2013']);
    expect(filterMembers(members, 'hasan banani')).toEqual([]);
  });

  it('reads Bengali digits as ASCII ones', () => {
    expect(filterMembers(members, '২০০২').map((m) => m.member_no)).toEqual(['2002']);
  });

  it('does not change the list it was given', () => {
    const copy = [...members];
    filterMembers(members, 'dhaka');
    expect(members).toEqual(copy);
  });
});
