// The widget page the backend serves at /widget/{widgetId}/: it mounts itself, without the shell.
import '@events/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { WidgetApp } from './app/widget-app';
import { widgetIdFromPath } from './app/widget-id';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

createRoot(container).render(
  <StrictMode>
    <WidgetApp widgetId={widgetIdFromPath(window.location.pathname)} />
  </StrictMode>,
);
