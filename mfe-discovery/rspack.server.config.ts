// The discovery remote's server build (issue 29): dist-server/remote-server.cjs, which the backend loads to render
// /, /events/, /venues/ and the detail pages when it serves the remote itself; published in dist/server/ too, named
// by its content in dist/mf-manifest.json, for a backend that finds the remote on another origin by its manifest.
// Build after rspack.config.ts.
import { publishedServerFile, REMOTE_SERVER_DIR, REMOTE_SERVER_FILE } from '@events/contracts/page-render';
import { defineServerBuild } from '@events/build-config/server-build';

export default defineServerBuild({
  appDir: import.meta.dirname,
  entry: './src/server/remote-server.ts',
  file: REMOTE_SERVER_FILE,
  publish: { dir: REMOTE_SERVER_DIR, name: publishedServerFile },
});
