import { z } from 'zod';

/** What names a record that has a public page of its own (an event, a venue): its id, name, URL slug and page address. */
export const pageIdentitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  absoluteUrl: z.string(),
});
