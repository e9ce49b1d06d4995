import { defineConfigSlice, envVar } from './config-slice.js';
import { booleanSchema } from './config-values.js';

export type DemoSeedConfig = {
  /** Fill an empty database with the demo region on start. */
  readonly seedDemo: boolean;
};

export const demoSeedConfig = defineConfigSlice({
  variables: [{ name: 'SEED_DEMO', default: 'true', description: 'Fill an empty database with the demo region (venues and events) on start.' }],
  shape: { SEED_DEMO: envVar(booleanSchema) },
  read: (values): DemoSeedConfig => ({ seedDemo: values.SEED_DEMO ?? true }),
});
