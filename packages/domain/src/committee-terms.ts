/**
 * Display order of previous committee terms: the known terms in the society's historical order
 * ('1', then the ad hoc committee, then '2', '3'), then other numbered terms by number, then other labels
 * alphabetically, and a missing term ('Unknown') last. Shared by the API (response order) and the web.
 */
const KNOWN_TERM_ORDER = ['1', 'adok', '2', '3'];

function termRank(term: string | null | undefined): [number, number, string] {
  if (term === null || term === undefined || term === '') return [3, 0, ''];
  const known = KNOWN_TERM_ORDER.indexOf(term);
  if (known >= 0) return [0, known, ''];
  if (/^\d+$/.test(term)) return [1, Number(term), ''];
  return [2, 0, term.toLowerCase()];
}

export function compareCommitteeTerms(a: string | null | undefined, b: string | null | undefined): number {
  const [ga, na, sa] = termRank(a);
  const [gb, nb, sb] = termRank(b);
  if (ga !== gb) return ga - gb;
  if (na !== nb) return na - nb;
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}
