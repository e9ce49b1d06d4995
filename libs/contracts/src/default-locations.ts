import { z } from 'zod';
import { pointSchema } from './geo.js';

export { DEFAULT_LOCATIONS, type DefaultLocationId } from './default-locations-constants.js';

export const defaultLocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  ...pointSchema.shape,
});
export type DefaultLocation = z.infer<typeof defaultLocationSchema>;
