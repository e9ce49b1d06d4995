import path from 'node:path';
import { defineConfigSlice } from './config-slice.js';
import { pathSchema } from './config-values.js';
import { REPO_ROOT } from './project-paths.js';

export type WebRootConfig = {
  /** Folder holding the built front ends: `<webRoot>/shell/dist`, `<webRoot>/<remote>/dist`. */
  readonly webRoot: string;
};

export const webRootConfig = defineConfigSlice({
  variables: {
    WEB_ROOT: {
      schema: pathSchema,
      whenUnset: '<repo>',
      description: 'Folder holding the built front ends: <WEB_ROOT>/shell/dist and <WEB_ROOT>/<remote>/dist, the shell server build in <WEB_ROOT>/shell/dist-server (a remote server build is in its dist, named by its mf-manifest.json).',
    },
  },
  read: (values): WebRootConfig => ({ webRoot: path.resolve(values.WEB_ROOT ?? REPO_ROOT) }),
});
