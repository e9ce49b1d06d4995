// The discovery remote's server build (issue 29): dist-server/remote-server.cjs, published in dist/server/ named by
// its content and named in dist/mf-manifest.json, where the backend finds it to render /, /events/, /venues/ and the
// detail pages (from this disk, or from the remote's own origin).
// Build after rspack.config.ts.
import { publishedServerFile, REMOTE_SERVER_DIR, REMOTE_SERVER_FILE } from '@events/contracts/page-render';
import { defineServerBuild } from '@events/build-config/server-build';

export default defineServerBuild({
  appDir: import.meta.dirname,
  entry: './src/server/remote-server.ts',
  file: REMOTE_SERVER_FILE,
  publish: { dir: REMOTE_SERVER_DIR, name: publishedServerFile },
});
