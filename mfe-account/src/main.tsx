// Standalone development page (`npm run dev -w @events/mfe-account`); the shell loads ./routes instead.
import '@events/ui/styles.css';
import { mountStandalone } from '@events/remote-kit/mount-standalone';
import { AccountRoutes } from './app/account-routes';

// The shell loads the user context; alone, this page does it itself (the account area needs a session).
mountStandalone({ routes: AccountRoutes, loadSession: true });
