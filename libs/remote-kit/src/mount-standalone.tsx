import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp, type StandaloneAppProps } from './standalone-app';

/** Renders a remote's standalone development page into the page's #root (`npm run dev -w @events/mfe-<name>`). */
export function mountStandalone(props: StandaloneAppProps): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp {...props} />
    </StrictMode>,
  );
}
