import { z } from 'zod';
import { APPROVER_MIN_AGE_DAYS_MAX } from '../two-person';
import { ZAdminAccount } from './auth';
import { zRecordId } from './member-fields';

/**
 * Disabling or resetting a Full_Access+ admin that would leave one usable Full_Access+ admin waits for a second
 * Full_Access+ admin's confirmation (docs/governance.md): one admin alone never locks the others out.
 */
export const ADMIN_LIFECYCLE_ACTIONS = ['disable', 'reset'] as const;
export type AdminLifecycleAction = (typeof ADMIN_LIFECYCLE_ACTIONS)[number];

export const ZAdminLifecycleRequestInput = z.object({
  id: zRecordId.describe('The admin to disable or reset'),
  action: z.enum(ADMIN_LIFECYCLE_ACTIONS),
});

export const ZAdminLifecycleRequestIdInput = z.object({
  request_id: zRecordId.describe('The pending request'),
});

export const ZAdminLifecycleRequest = z.object({
  id: z.number().int(),
  action: z.enum(ADMIN_LIFECYCLE_ACTIONS),
  target_admin_id: z.number().int(),
  target_name: z.string(),
  requested_by: z.number().int(),
  requester_name: z.string(),
  requested_at: z.string(),
});
export type AdminLifecycleRequest = z.infer<typeof ZAdminLifecycleRequest>;

/** A confirmed request's outcome: the admin after it, and a reset's temporary password (shown this once). */
export const ZAdminLifecycleConfirmed = z.object({
  admin: ZAdminAccount,
  temporary_password: z.string().nullable(),
});

/** The two-person rule's one setting: days an approver's account must have existed before the proposal. */
export const ZGovernanceSettings = z.object({
  approver_min_age_days: z.number().int().min(0).max(APPROVER_MIN_AGE_DAYS_MAX),
});
