// The shell's server build (issue 29): dist-server/shell-server.cjs, which the backend loads to render discovery
// pages around the discovery remote's server build. Build after rspack.config.ts.
import { SHELL_SERVER_FILE } from '@events/contracts/page-render';
import { defineServerBuild } from '@events/build-config/server-build';

export default defineServerBuild({
  appDir: import.meta.dirname,
  entry: './src/server/shell-server.tsx',
  file: SHELL_SERVER_FILE,
  // The page-view tracker runs in effects only; the constant must exist as in the browser build.
  define: { SHELL_TRACKER: 'true' },
});
