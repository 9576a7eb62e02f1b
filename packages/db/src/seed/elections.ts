import {
  COMMITTEE_TITLE_NAMES,
  ELECTION_ARREARS_MONTHS_DEFAULT,
  endOfDhakaDay,
  localizeDigits,
} from '@samity/domain';
import { voterFacts } from '../voter-facts';
import { DEMO_MEMBERS } from './accounts';
import { addDays, dayFrom, momentOn, type SeedContext } from './context';
import { REJECTION_REASON } from './governance-texts';
import { SeededRandom } from './random';
import { COMMITTEE_TITLES } from './vocabulary';

/**
 * Members well on the voter list at the cut-off (active, at most one month unpaid of those begun by then, where
 * the rule takes a member off at three), other than the demo members. As the voter list counts them: a payment
 * dated by the cut-off and entered by the end of its day (Dhaka).
 */
async function membersInGoodStanding(ctx: SeedContext, cutoff: string): Promise<number[]> {
  const demo = DEMO_MEMBERS.map((m) => m.memberNo);
  const cutoffEnd = new Date(endOfDhakaDay(cutoff));
  const facts = await voterFacts(ctx.tx, cutoff, cutoffEnd, cutoffEnd, cutoffEnd);
  return facts
    .filter((m) => m.status === 'active' && !demo.includes(m.member_no) && Number(m.unpaid_months) <= 1)
    .sort((a, b) => (a.member_no < b.member_no ? -1 : a.member_no > b.member_no ? 1 : 0))
    .map((m) => Number(m.id));
}

/**
 * The coming election of the managing committee, its nomination window open on the seed's day: some
 * nominations approved, some waiting for a decision, one refused with its reason and one withdrawn. The
 * results are not published (that would close the current committee's term). The demo members stand for
 * nothing, so they can nominate themselves from the dashboard.
 */
export async function seedElection(ctx: SeedContext): Promise<void> {
  const rnd = new SeededRandom(9292);
  const polling = dayFrom(ctx, 21);
  const termStarts = addDays(polling, 1);
  const termEnds = addDays(
    `${Number(termStarts.slice(0, 4)) + 3}${termStarts.slice(4)}`.replace(/-02-29$/, '-02-28'),
    -1,
  );
  const election = await ctx.tx
    .insertInto('elections')
    .values({
      // The year in the Bengali half only: a Bengali screen shows no ASCII digits in it.
      title: `ব্যবস্থাপনা কমিটি নির্বাচন ${localizeDigits(polling.slice(0, 4), 'bn')} / Managing committee election`,
      cutoff_date: dayFrom(ctx, -12),
      nomination_opens: dayFrom(ctx, -5),
      nomination_closes: dayFrom(ctx, 6),
      withdrawal_deadline: dayFrom(ctx, 10),
      polling_date: polling,
      term_starts: termStarts,
      term_ends: termEnds,
      arrears_months: ELECTION_ARREARS_MONTHS_DEFAULT,
      created_by: ctx.adminIds[0]!,
      created_at: momentOn(ctx, dayFrom(ctx, -14), rnd.next()),
    })
    .returning(['id', 'cutoff_date'])
    .executeTakeFirstOrThrow();
  const titles = [...new Set(COMMITTEE_TITLES)].sort(
    (a, b) => COMMITTEE_TITLE_NAMES.indexOf(a) - COMMITTEE_TITLE_NAMES.indexOf(b),
  );
  const posts = await ctx.tx
    .insertInto('election_posts')
    .values(
      titles.map((title, position) => ({
        election_id: election.id,
        title,
        seats: COMMITTEE_TITLES.filter((t) => t === title).length,
        position,
      })),
    )
    .returning(['id', 'title'])
    .execute();
  const postId = (title: string) => posts.find((p) => p.title === title)!.id;

  const voters = await membersInGoodStanding(ctx, election.cutoff_date);
  const stands: [string, 'approved' | 'pending' | 'rejected' | 'withdrawn'][] = [
    ['President', 'approved'],
    ['President', 'pending'],
    ['General Secretary', 'approved'],
    ['General Secretary', 'approved'],
    ['Treasurer', 'approved'],
    ['Organizing Secretary', 'rejected'],
    ['Vice President', 'withdrawn'],
    ['Member', 'approved'],
    ['Member', 'approved'],
    ['Member', 'pending'],
  ];
  const rows = stands.map(([title, status], i) => {
    const daysIn = rnd.int(0, 4);
    const nominated = momentOn(ctx, dayFrom(ctx, -5 + daysIn), rnd.next());
    const decided = momentOn(ctx, dayFrom(ctx, Math.min(0, -4 + daysIn)), rnd.next());
    const decidedAt = new Date(
      Math.min(ctx.today.getTime(), Math.max(decided.getTime(), nominated.getTime() + 3_600_000)),
    );
    const settled = status !== 'pending';
    return {
      election_id: election.id,
      post_id: postId(title),
      // Spread over the list, one nomination per member.
      member_id: voters[Math.floor((i * voters.length) / stands.length)]!,
      status,
      reason: status === 'rejected' ? REJECTION_REASON : null,
      nominated_at: nominated,
      decided_at: settled ? decidedAt : null,
      decided_by: settled ? ctx.adminIds[1]! : null,
      withdrawn_at: status === 'withdrawn' ? decidedAt : null,
    };
  });
  await ctx.tx.insertInto('election_candidates').values(rows).execute();
}

/**
 * A by-election for Treasurer whose polling day is the seed's day, so the election officer's count can be
 * tried on the demo: scheduled 30 days ahead (the notice periods of docs/governance.md held), its three
 * candidates approved in the window and the list published after the withdrawal deadline; no ballots or
 * votes entered, results not published.
 */
export async function seedByElection(ctx: SeedContext): Promise<void> {
  const rnd = new SeededRandom(9393);
  const election = await ctx.tx
    .insertInto('elections')
    .values({
      title: 'কোষাধ্যক্ষ উপনির্বাচন / Treasurer by-election',
      cutoff_date: dayFrom(ctx, -28),
      nomination_opens: dayFrom(ctx, -25),
      nomination_closes: dayFrom(ctx, -18),
      withdrawal_deadline: dayFrom(ctx, -12),
      polling_date: dayFrom(ctx, 0),
      term_starts: dayFrom(ctx, 0),
      term_ends: dayFrom(ctx, 21),
      arrears_months: ELECTION_ARREARS_MONTHS_DEFAULT,
      candidates_published_at: momentOn(ctx, dayFrom(ctx, -8), rnd.next()),
      created_by: ctx.adminIds[0]!,
      created_at: momentOn(ctx, dayFrom(ctx, -30), rnd.next()),
    })
    .returning(['id', 'cutoff_date'])
    .executeTakeFirstOrThrow();
  const post = await ctx.tx
    .insertInto('election_posts')
    .values({ election_id: election.id, title: 'Treasurer', seats: 1, position: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const voters = await membersInGoodStanding(ctx, election.cutoff_date);
  const rows = [0, 1, 2].map((i) => {
    const nominated = momentOn(ctx, dayFrom(ctx, -24 + i), rnd.next());
    return {
      election_id: election.id,
      post_id: post.id,
      // From the far end of the list: none of the main election's candidates.
      member_id: voters[voters.length - 1 - i * 3]!,
      status: 'approved' as const,
      nominated_at: nominated,
      decided_at: momentOn(ctx, dayFrom(ctx, -17), rnd.next()),
      decided_by: ctx.adminIds[1]!,
    };
  });
  await ctx.tx.insertInto('election_candidates').values(rows).execute();
}
