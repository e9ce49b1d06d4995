import { z } from 'zod';
import { VALIDATION } from './messages.js';

/** Live search: `?q=` (at least one character) or `?id=`. */
export const liveSearchQuerySchema = z
  .object({
    q: z.string().trim().min(1, VALIDATION.minLength(1)).max(200, VALIDATION.maxLength(200)).optional(),
    id: z.coerce.number({ error: 'A valid integer is required.' }).int('A valid integer is required.').positive().optional(),
  })
  .refine((v) => v.q !== undefined || v.id !== undefined, { path: ['q'], message: VALIDATION.required });
export type LiveSearchQuery = z.infer<typeof liveSearchQuerySchema>;

export const liveSearchItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The producer's Spanish name, '' when none (issue 31): a Spanish reader is shown it, and a search matches it too. */
  nameEs: z.string(),
  absolute_url: z.string(),
});
export type LiveSearchItem = z.infer<typeof liveSearchItemSchema>;

/** What every live search endpoint takes and answers. */
export const LIVE_SEARCH = { query: liveSearchQuerySchema, response: z.array(liveSearchItemSchema), responseDescription: 'Matches, best first.' } as const;
