import { ZComplianceCalendar } from '@samity/domain';
import { z } from 'zod';
import { adminProcedure } from '../../procedures';
import { getComplianceCalendar } from '../../services/year-end/compliance-calendar.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** The admin home's compliance calendar (docs/year-end.md), for whoever may open /Admin (Full_Access+). */
export const adminComplianceCalendarRouter = router({
  get: adminProcedure('adminPanel')
    .meta(
      rest(
        'admin',
        'GET',
        '/compliance-calendar',
        "The society's legal deadlines: annual statements, audit, annual general meeting, committee term",
        'Days left from today in Dhaka; negative once a deadline has passed. About the last financial year that has ended.',
      ),
    )
    .input(z.object({}).optional())
    .output(ZComplianceCalendar)
    .query(({ ctx }) => getComplianceCalendar(ctx)),
});
