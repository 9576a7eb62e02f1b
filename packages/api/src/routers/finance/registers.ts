import {
  ZDepositRegisterInput,
  ZDepositRegisterPage,
  ZMemberRegisterInput,
  ZMemberRegisterPage,
} from '@samity/domain';
import { adminProcedure } from '../../procedures';
import { depositRegister, memberRegister } from '../../services/year-end/registers.service';
import { router } from '../../trpc';
import { rest } from '../rest';

const RANGE = `from and to are dates (to at most 1830 days after from; 400 otherwise). Paged: limit (at most 500) and offset.`;

/**
 * The statutory registers (/Registers, docs/year-end.md), read by Finance_Access and above like the annual
 * statements they agree with. The cash book is finance.yearEnd.cashBook; the resolution register is the
 * meetings area's (admin.meetings.register).
 */
export const financeRegistersRouter = router({
  members: adminProcedure('yearEnd')
    .meta(
      rest(
        'finance',
        'GET',
        '/registers/members',
        'The member register: members on the roll during a date range, joining, death and nominee',
        RANGE,
      ),
    )
    .input(ZMemberRegisterInput)
    .output(ZMemberRegisterPage)
    .query(({ ctx, input }) => memberRegister(ctx, input)),

  deposits: adminProcedure('yearEnd')
    .meta(
      rest(
        'finance',
        'GET',
        '/registers/deposits',
        "The deposit register: each deposit entry of a date range with the member's and the society's running balance",
        `${RANGE} closing is the members' deposits at the end of to; amount_total adds up the entries listed (every page).`,
      ),
    )
    .input(ZDepositRegisterInput)
    .output(ZDepositRegisterPage)
    .query(({ ctx, input }) => depositRegister(ctx, input)),
});
