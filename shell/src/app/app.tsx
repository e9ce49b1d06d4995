import { BrowserRouter } from '@events/router';
import { Layout } from './layout';
import { ShellRoutes } from './shell-routes';

export function App() {
  return (
    <BrowserRouter>
      <Layout>
        <ShellRoutes />
      </Layout>
    </BrowserRouter>
  );
}
