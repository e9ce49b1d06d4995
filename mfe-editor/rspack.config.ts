import { defineFederatedApp } from '@events/build-config/federated-app';
import { REMOTE_SCREEN_PATHS_FILE } from '@events/contracts/remotes';
import { EDITOR_SCREEN_PATHS } from './src/app/editor-screen-paths.ts';

export default defineFederatedApp({
  kind: 'remote',
  appDir: import.meta.dirname,
  // federationName('mfe-editor') of @events/contracts/frontend: the name the shell loads it by.
  federationName: 'mfe_editor',
  exposes: { './routes': './src/app/editor-routes.tsx' },
  entry: './src/main.tsx',
  html: {
    title: 'Editor tools: mfe-editor remote (standalone development page)',
    description: 'Editor tools, developed on their own.',
  },
  devPort: 4204,
  // The backend answers 404 for an address under /editor/ or /manage/venues/claims/ that none of these matches.
  emitJson: { [REMOTE_SCREEN_PATHS_FILE]: Object.values(EDITOR_SCREEN_PATHS) },
});
