import { defineConfigSlice } from '../../config/config-slice.js';
import { booleanSchema, millisecondsSchema, originsSchema } from '../../config/config-values.js';

export type PageRenderingConfig = {
  /** Discovery pages are rendered on the server (issue 29); false sends every page for the browser to render. */
  readonly serverRendering: boolean;
  /**
   * Origins whose remotes' server builds the renderer fetches and runs: a remote the registry serves from one of them
   * is rendered on the server from the build its manifest names. Empty: a remote on another origin is the browser's.
   */
  readonly remoteBuildOrigins: readonly string[];
  /** How long a page waits for its render, or a detail page for its head, before it goes out without (a late render goes on, kept for the next visitor). */
  readonly renderDeadlineMs: number;
};

export const pageRenderingConfig = defineConfigSlice({
  variables: {
    PAGE_SERVER_RENDERING: {
      schema: booleanSchema,
      default: 'true',
      description:
        "true: /, /events/, /venues/ and the event and venue pages are rendered on the server from the front ends' server builds, then hydrated; false: the browser renders them (as it does whenever a server build is missing or fails).",
    },
    PAGE_SERVER_RENDERING_REMOTE_ORIGINS: {
      schema: originsSchema('must be a comma-separated list of origins such as https://cdn.example.org'),
      whenUnset: '(empty: a remote served from another origin is rendered by the browser)',
      description:
        "Comma-separated origins trusted to run code on this server: a remote the registry serves from one of them (REMOTE_MFE_*_URL) is rendered on the server from the server build its mf-manifest.json names (metaData.ssrRemoteEntry), fetched and checked against the SHA-256 in its name. Its pages link the remote's stylesheets from there (its origin is in the pages' style-src), and its screen paths (screen-paths.json beside the manifest) are read from there: an address below its subtree that none of them matches answers 404.",
    },
    PAGE_SERVER_RENDERING_DEADLINE_MS: {
      schema: millisecondsSchema.refine((ms) => ms >= 1, 'must be at least 1'),
      default: '1000',
      description:
        "Milliseconds a page waits for what the server reads into it (its render; an event or venue page's head) before it is sent without it, for the browser to render as when rendering is off, and kept by no shared cache; a late render goes on, and the next visitor to the address gets it.",
    },
  },
  read: (values): PageRenderingConfig => ({
    serverRendering: values.PAGE_SERVER_RENDERING,
    remoteBuildOrigins: values.PAGE_SERVER_RENDERING_REMOTE_ORIGINS ?? [],
    renderDeadlineMs: values.PAGE_SERVER_RENDERING_DEADLINE_MS,
  }),
});
