// Standalone development page (`npm run dev -w @events/mfe-editor`); the shell loads ./routes instead.
import '@events/ui/styles.css';
import { mountStandalone } from '@events/remote-kit/mount-standalone';
import { EditorRoutes } from './app/editor-routes';

// Its screens are behind RequireRole: the page loads the session as the shell would.
mountStandalone({ routes: EditorRoutes, loadSession: true });
