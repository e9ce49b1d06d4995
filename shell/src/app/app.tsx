import { BrowserRouter } from '@events/router';
import { ShellIntl } from '../i18n/shell-intl';
import { Layout } from './layout';
import { ShellRoutes } from './shell-routes';

/**
 * The page under any router: the browser's (App) or, on the server, one fixed at the rendered address; in the
 * language of the LanguageContext around it.
 */
export function AppContent() {
  return (
    <ShellIntl>
      <Layout>
        <ShellRoutes />
      </Layout>
    </ShellIntl>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppContent />
    </BrowserRouter>
  );
}
