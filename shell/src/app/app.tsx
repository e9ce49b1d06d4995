import { BrowserRouter } from '@events/router';
import { Layout } from './layout';
import { ShellRoutes } from './shell-routes';

/** The page under any router: the browser's (App) or, on the server, one fixed at the rendered address. */
export function AppContent() {
  return (
    <Layout>
      <ShellRoutes />
    </Layout>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppContent />
    </BrowserRouter>
  );
}
