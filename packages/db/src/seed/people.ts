import { takaToPoisha } from '@samity/domain';
import {
  ACTIVE_MEMBER_COUNT,
  DECEASED_MEMBER_COUNT,
  DEMO_ADMINS,
  DEMO_MEMBERS,
  FIRST_MEMBER_NO,
} from './accounts';
import { daysAgo, dhakaTime, insertChunked, isoDate, type SeedContext } from './context';
import { SeededRandom } from './random';
import {
  BUSINESS_PREFIXES,
  BUSINESS_WORDS,
  COMMITTEE_TITLES,
  DHAKA_AREAS,
  FATHER_PREFIXES,
  FIRST_NAMES,
  LAST_NAMES,
} from './vocabulary';

export async function seedAdmins(ctx: SeedContext): Promise<void> {
  for (const admin of DEMO_ADMINS) {
    const row = await ctx.tx
      .insertInto('admins')
      .values({
        name: admin.name,
        phone: admin.phone,
        privilege: admin.privilege,
        password_hash: await ctx.deps.hashPassword(admin.password),
        pic: null,
        created_by: null,
        // The society's admins have held their accounts for a year: the two-person rule counts an approver
        // (and a Full_Access+ admin who may act alone) only once the account is older than its setting.
        created_at: daysAgo(ctx.today, 365),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ctx.adminIds.push(row.id);
  }
}

function personName(ctx: SeedContext): string {
  return `${ctx.rnd.pick(FIRST_NAMES)} ${ctx.rnd.pick(LAST_NAMES)}`;
}

export async function seedMembers(ctx: SeedContext): Promise<void> {
  const { rnd } = ctx;
  // Times of day from a stream of their own: ctx.rnd's draws stay as they were.
  const when = new SeededRandom(3131);
  const rows = [];
  for (let i = 0; i < ACTIVE_MEMBER_COUNT + DECEASED_MEMBER_COUNT; i++) {
    const memberNo = String(FIRST_MEMBER_NO + i);
    const deceased = i >= ACTIVE_MEMBER_COUNT;
    const demo = DEMO_MEMBERS.find((m) => m.memberNo === memberNo);
    rows.push({
      member_no: memberNo,
      name: personName(ctx),
      father: `${rnd.pick(FATHER_PREFIXES)} ${personName(ctx)}`,
      business: `${rnd.pick(BUSINESS_PREFIXES)} ${rnd.pick(BUSINESS_WORDS)}`,
      address: `${rnd.int(1, 250)}, ${rnd.pick(DHAKA_AREAS)}, Dhaka`,
      phone: `01${rnd.pick(['3', '5', '6', '7', '8', '9'])}${String(rnd.int(0, 99_999_999)).padStart(8, '0')}`,
      pic: null,
      status: deceased ? ('deceased' as const) : ('active' as const),
      deceased_on: deceased ? isoDate(daysAgo(ctx.today, rnd.int(100, 3000))) : null,
      deposit_payable_poisha: takaToPoisha(50_000),
      // Members without a demo password have none yet: an admin issues a temporary one.
      password_hash: demo ? await ctx.deps.hashPassword(demo.password) : null,
      password_is_initial: demo ? demo.initial : true,
      created_at: dhakaTime(ctx.today, rnd.int(400, 5000), when.next()),
    });
  }
  await insertChunked(ctx.tx, 'members', rows);
  ctx.activeMembers = await ctx.tx
    .selectFrom('members')
    .select(['id', 'member_no', 'name', 'pic'])
    .where('status', '=', 'active')
    .orderBy('member_no')
    .execute();
}

export async function seedNominees(ctx: SeedContext): Promise<void> {
  const rows = ctx.activeMembers
    .filter(() => ctx.rnd.chance(0.7))
    .map((member) => ({
      member_id: member.id,
      name: personName(ctx),
      relation: ctx.rnd.pick(['Wife', 'Son', 'Daughter', 'Brother', 'Husband']),
      nid_bcr: String(ctx.rnd.int(1_000_000_000, 9_999_999_999)),
      cell_no: `017${String(ctx.rnd.int(0, 99_999_999)).padStart(8, '0')}`,
      address: `${ctx.rnd.int(1, 250)}, ${ctx.rnd.pick(DHAKA_AREAS)}, Dhaka`,
    }));
  await insertChunked(ctx.tx, 'nominees', rows);
}

export async function seedCommittees(ctx: SeedContext): Promise<void> {
  const members = ctx.activeMembers;
  const rows: Record<string, unknown>[] = [];
  COMMITTEE_TITLES.forEach((title, i) => {
    const m = members[i * 3]!;
    rows.push({
      kind: 'current',
      member_no: m.member_no,
      name: m.name,
      title,
      pic: m.pic,
      term: null,
      position: i,
    });
  });
  for (let i = 0; i < 7; i++) {
    const m = members[i * 5 + 1]!;
    rows.push({
      kind: 'founding',
      member_no: m.member_no,
      name: m.name,
      title: null,
      pic: m.pic,
      term: null,
      position: i,
    });
  }
  for (const [t, term] of ['1', 'adok', '2'].entries()) {
    COMMITTEE_TITLES.slice(0, 7).forEach((title, i) => {
      const m = members[(t * 17 + i * 7 + 2) % members.length]!;
      rows.push({
        kind: 'previous',
        member_no: m.member_no,
        name: m.name,
        title,
        pic: m.pic,
        term,
        position: i,
      });
    });
  }
  await insertChunked(ctx.tx, 'committee_members', rows);
}
