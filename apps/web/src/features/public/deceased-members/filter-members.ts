import { type PublicMember, toAsciiDigits } from '@samity/domain';

const FIELDS = ['member_no', 'name', 'father', 'business', 'address'] as const;

/**
 * The deceased members table's live filter: every word of the query must appear, case-blind,
 * in one of member no, name, father, business or address.
 */
export function filterMembers<T extends Pick<PublicMember, (typeof FIELDS)[number]>>(
  members: readonly T[],
  query: string,
): T[] {
  // Bengali digits typed on a Bengali keyboard are matched as the ASCII digits the data holds.
  const words = toAsciiDigits(query).toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...members];
  return members.filter((member) => {
    const haystack = FIELDS.map((field) => member[field] ?? '')
      .join('\n')
      .toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
