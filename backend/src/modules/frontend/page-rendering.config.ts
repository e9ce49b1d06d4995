import { defineConfigSlice } from '../../config/config-slice.js';
import { booleanSchema } from '../../config/config-values.js';

export type PageRenderingConfig = {
  /** Discovery pages are rendered on the server (issue 29); false sends every page for the browser to render. */
  readonly serverRendering: boolean;
};

export const pageRenderingConfig = defineConfigSlice({
  variables: {
    PAGE_SERVER_RENDERING: {
      schema: booleanSchema,
      default: 'true',
      description:
        "true: /, /events/, /venues/ and the event and venue pages are rendered on the server from the front ends' server builds, then hydrated; false: the browser renders them (as it does whenever a server build is missing or fails).",
    },
  },
  read: (values): PageRenderingConfig => ({ serverRendering: values.PAGE_SERVER_RENDERING }),
});
