import { defineConfigSlice } from './config-slice.js';
import { booleanSchema } from './config-values.js';

export type DemoSeedConfig = {
  /** Fill an empty database with the demo region on start. */
  readonly seedDemo: boolean;
};

export const demoSeedConfig = defineConfigSlice({
  variables: {
    SEED_DEMO: { schema: booleanSchema, default: 'true', description: 'Fill an empty database with the demo region (venues and events) on start.' },
  },
  read: (values): DemoSeedConfig => ({ seedDemo: values.SEED_DEMO }),
});
