// Standalone development page (`npm run dev -w @events/mfe-discovery`); the shell loads ./routes instead.
import '@events/ui/styles.css';
import { mountStandalone } from '@events/remote-kit/mount-standalone';
import { DiscoveryRoutes } from './app/discovery-routes';

mountStandalone({ routes: DiscoveryRoutes });
