// The discovery remote's server build (issue 29): dist-server/remote-server.cjs, which the backend loads to render
// /, /events/, /venues/ and the detail pages. Build after rspack.config.ts.
import { REMOTE_SERVER_FILE } from '@events/contracts/page-render';
import { defineServerBuild } from '@events/build-config/server-build';

export default defineServerBuild({ appDir: import.meta.dirname, entry: './src/server/remote-server.ts', file: REMOTE_SERVER_FILE });
