import { z } from 'zod';

/**
 * What staff and the claim flow do to the catalogue, recorded in the product's own analytics store (the
 * staff_actions table): the claim moves of the moderation desk (start = to verifying, accept = verified,
 * reject = rejected), the venue moderation queue's decisions, staff writes to venues and events, and a superuser's
 * changes to accounts (role, active state, reset link; the account in detail.userId), to plans, to categories and to the content pages, and a "Run now" of a job. The Editor
 * Report counts them per editor.
 */
export const STAFF_ACTIONS = [
  'claim_start',
  'claim_accept',
  'claim_reject',
  'venue_publish',
  'venue_merge',
  'venue_reject',
  'venue_create',
  'venue_edit',
  'event_create',
  'event_edit',
  'event_merge',
  'user_role',
  'user_deactivate',
  'user_activate',
  'user_reset_link',
  'plan_set',
  'plan_assign',
  'category_create',
  'category_rename',
  'page_edit',
  'job_run',
] as const;

export const staffActionSchema = z.enum(STAFF_ACTIONS);
export type StaffAction = z.infer<typeof staffActionSchema>;
