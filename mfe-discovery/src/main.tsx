// Standalone development page (`npm run dev -w @events/mfe-discovery`); the shell loads ./routes instead.
import '@events/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from './app/standalone-app';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

createRoot(container).render(
  <StrictMode>
    <StandaloneApp />
  </StrictMode>,
);
