// Standalone development page (`npm run dev -w @events/mfe-producer`); the shell loads ./routes instead.
import '@events/ui/styles.css';
import { mountStandalone } from '@events/remote-kit/mount-standalone';
import { ProducerRoutes } from './app/producer-routes';

// Its screens are behind RequireRole: the page loads the session as the shell would.
mountStandalone({ routes: ProducerRoutes, loadSession: true });
