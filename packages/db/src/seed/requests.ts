import { dhakaTime, type SeedContext } from './context';
import {
  BUYER_COMPLAINTS,
  BUYER_NAMES,
  FATHERS,
  LEGAL_MATTERS,
  type Letter,
  NEW_ADDRESSES,
  NEW_BUSINESSES,
  OBJECTIONS,
} from './letters';
import { SeededRandom } from './random';

const answered = (letters: readonly Letter[]) => letters.filter((letter) => letter.answer !== null);

const HOUR_MS = 3_600_000;

/** When a letter sent `days` ago was answered: one to four working days later, never before it or after today. */
function answeredAt(ctx: SeedContext, when: SeededRandom, sent: Date, days: number): Date {
  const later = dhakaTime(ctx.today, Math.max(0, days - when.int(1, 4)), when.next());
  return new Date(Math.min(ctx.today.getTime(), Math.max(sent.getTime() + 2 * HOUR_MS, later.getTime())));
}

const mobile = (when: SeededRandom, number: number) =>
  `01${when.pick(['3', '5', '6', '7', '8', '9'])}${String(number).padStart(8, '0')}`;

/**
 * Members' legal matters and objections, buyers' complaints about a dealer and members' requests to correct
 * their record, in English and Bengali as people write them, sent through the working day. The draws from
 * ctx.rnd keep their number and order (the deposits and paid months after them depend on it); what is new
 * (languages, names, times of day) comes from a stream of its own.
 */
export async function seedComplaints(ctx: SeedContext): Promise<void> {
  const { rnd, activeMembers: members } = ctx;
  const when = new SeededRandom(5151);
  const objections = Array.from({ length: 20 }, (_, i) => {
    const days = rnd.int(1, 300);
    const submitted = dhakaTime(ctx.today, days, when.next());
    const solved = i % 3 === 0;
    const legal = i % 2 === 0;
    const letters = legal ? LEGAL_MATTERS : OBJECTIONS;
    const letter = rnd.pick(solved ? answered(letters) : letters);
    return {
      member_id: members[(i * 11) % members.length]!.id,
      type: legal ? ('legal matter' as const) : ('general objection' as const),
      objection: letter.text,
      submitted_at: submitted,
      solution: solved ? letter.answer : null,
      solved_at: solved ? answeredAt(ctx, when, submitted, days) : null,
      solved_by: solved ? ctx.adminIds[1]! : null,
    };
  });
  await ctx.tx.insertInto('member_objections').values(objections).execute();

  const businesses = new Map(
    (await ctx.tx.selectFrom('members').select(['id', 'business']).execute()).map((m) => [m.id, m.business]),
  );
  const complaints = Array.from({ length: 15 }, (_, i) => {
    const member = members[(i * 7 + 3) % members.length]!;
    const solved = i % 4 === 0;
    const phone = mobile(when, rnd.int(0, 99_999_999));
    const letter = rnd.pick(solved ? answered(BUYER_COMPLAINTS) : BUYER_COMPLAINTS);
    const days = rnd.int(1, 200);
    // Buyers write in the evening too, after work.
    const submitted = dhakaTime(ctx.today, days, when.next(), when.chance(0.25));
    const unknownDealer = i % 5 === 4;
    return {
      name: when.pick(BUYER_NAMES[letter.language]),
      phone,
      member_no: unknownDealer ? null : member.member_no,
      business: unknownDealer ? null : (businesses.get(member.id) ?? null),
      issue: letter.text,
      submitted_at: submitted,
      solution: solved ? letter.answer : null,
      solved_at: solved ? answeredAt(ctx, when, submitted, days) : null,
      solved_by: solved ? ctx.adminIds[1]! : null,
    };
  });
  await ctx.tx.insertInto('public_complaints').values(complaints).execute();

  const requests = Array.from({ length: 8 }, (_, i) => {
    const field = rnd.pick(['phone', 'address', 'business', 'father']);
    const days = when.int(3, 90);
    const created = dhakaTime(ctx.today, days, when.next());
    const solved = i < 3;
    return {
      member_id: members[(i * 13 + 5) % members.length]!.id,
      field,
      correct_version: correctedValue(field, when),
      status: solved ? ('solved' as const) : ('unsolved' as const),
      created_at: created,
      solved_at: solved ? answeredAt(ctx, when, created, days) : null,
      solved_by: solved ? ctx.adminIds[3]! : null,
    };
  });
  await ctx.tx.insertInto('data_update_requests').values(requests).execute();
}

/** What a member asks their record to say instead. */
function correctedValue(field: string, when: SeededRandom): string {
  switch (field) {
    case 'phone':
      return mobile(when, when.int(0, 99_999_999));
    case 'address':
      return when.pick(NEW_ADDRESSES);
    case 'business':
      return when.pick(NEW_BUSINESSES);
    default:
      return when.pick(FATHERS);
  }
}
