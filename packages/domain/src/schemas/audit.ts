import { z } from 'zod';
import { LIST_LIMIT_MAX, LIST_OFFSET_MAX } from '../constants';
import { queryInt, zCalendarDate, zText } from './fields';
import { FINANCE_PAGE_SIZE } from './finance-fields';
import { zMoment, zRecordId } from './member-fields';

/** The audit trail (/Action). */

const zOptionalDate = zCalendarDate.optional();

export const ZAuditListInput = z.object({
  admin_id: zRecordId.optional(),
  area: zText({ max: 40 }).optional().describe('The first part of the action, e.g. expense or member'),
  from: zOptionalDate,
  to: zOptionalDate,
  limit: queryInt(1, LIST_LIMIT_MAX).default(FINANCE_PAGE_SIZE),
  offset: queryInt(0, LIST_OFFSET_MAX).default(0),
});

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: zMoment,
  actor: z
    .string()
    .describe(
      'The admin’s name, "API key <name>" for a write made with an API key, the member no, or "system"',
    ),
  admin_id: z.number().int().nullable(),
  action: z.string(),
  area: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  // Plain unknown (null included): a nullable unknown documents as an anyOf with an empty schema.
  before: z.unknown().describe('The record before the change; null for a create'),
  after: z.unknown().describe('The record after the change; null for a delete'),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditPage = z.object({ entries: z.array(ZAuditEntry), total: z.number().int() });
export const ZAuditFilters = z.object({
  admins: z.array(z.object({ id: z.number().int(), name: z.string() })),
  areas: z.array(z.string()),
});
