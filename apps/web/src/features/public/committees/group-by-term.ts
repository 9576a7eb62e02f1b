/** i18n keys of the society's known term labels; any other term is shown as it is. */
const KNOWN_TERMS: Record<string, string> = {
  '1': 'committees.terms.1',
  adok: 'committees.terms.adok',
  '2': 'committees.terms.2',
  '3': 'committees.terms.3',
};

/** How a term is labelled: a translation key for the known ones and for a missing term, else the text. */
export function termLabel(term: string | null | undefined): { key: string } | { text: string } {
  if (term === null || term === undefined || term.trim() === '') return { key: 'committees.terms.unknown' };
  const key = KNOWN_TERMS[term];
  return key ? { key } : { text: term };
}

interface TermGroup<T> {
  term: string | null;
  members: T[];
}

/**
 * Previous committee members grouped by term, groups in the order their first member arrives (the API
 * already orders terms historically), members keeping their order. A blank term joins the missing one.
 */
export function groupByTerm<T extends { term: string | null }>(members: readonly T[]): TermGroup<T>[] {
  const groups = new Map<string | null, T[]>();
  for (const member of members) {
    const term = member.term?.trim() ? member.term : null;
    const group = groups.get(term);
    if (group) group.push(member);
    else groups.set(term, [member]);
  }
  return [...groups].map(([term, list]) => ({ term, members: list }));
}
