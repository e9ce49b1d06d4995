import { z } from 'zod';

export { DEFAULT_LOCATIONS, type DefaultLocationId } from './default-locations-constants.js';

export const defaultLocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export type DefaultLocation = z.infer<typeof defaultLocationSchema>;
