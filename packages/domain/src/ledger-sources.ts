import { AppError } from './errors';

/**
 * Monthly contributions and members' deposits have their own books (the monthly books, the deposit
 * register), which the statements already count. A ledger income or expense named after either would count
 * the same money a second time (docs/year-end.md, Ledger sources), so it is refused: the money goes in its
 * own book. Only a name that says the whole thing is caught: "Bank deposit interest" or "Fixed deposit" is
 * income of the society's own, not a member's deposit.
 */
const CONTRIBUTIONS = [
  /\bmonthly\s+(contributions?|dues|fees?|subscriptions?)\b/i,
  /^\s*(contributions?|subscriptions?)\s*$/i,
  /মাসিক\s*চাঁদা/,
  /^\s*চাঁদা\s*$/,
];
const DEPOSITS = [
  /\bmembers?['’]?s?['’]?\s+deposits?\b/i,
  /^\s*(deposits?|deposit\s+instalments?|admission\s+deposits?)\s*$/i,
  /সদস্য\S*\s*জমা/,
  /^\s*(জমা|ভর্তি\s*জমা|জমার\s*কিস্তি)\s*$/,
];

/** Which own book a ledger source names ('contributions' or 'deposits'), or null for any other source. */
export function ownBookOf(source: string): 'contributions' | 'deposits' | null {
  if (CONTRIBUTIONS.some((pattern) => pattern.test(source))) return 'contributions';
  if (DEPOSITS.some((pattern) => pattern.test(source))) return 'deposits';
  return null;
}

/** The refusal of a ledger source that names monthly contributions or deposits (400, on the source field). */
export function assertLedgerSource(source: string): void {
  const book = ownBookOf(source);
  if (!book) return;
  const where = book === 'contributions' ? 'the monthly books' : "the members' deposits";
  throw new AppError(
    'BAD_REQUEST',
    'ledger.ownBook',
    `"${source.trim()}" is recorded in ${where}, which the statements already count: a ledger entry would count it twice.`,
    { params: { book, source: source.trim() } },
  );
}
