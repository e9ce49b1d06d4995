// The widget page the backend serves at /widget/{widgetId}/: it mounts itself, without the shell.
import '@events/ui/styles.css';
import { LanguageContext, pageLanguage } from '@events/api-client/language';
import { isLanguage } from '@events/contracts/languages';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { WidgetApp } from './app/widget-app';
import { widgetIdFromPath } from './app/widget-id';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

// The page's `?lang=` (issue 31) asks the server for the widget in that language; until its data says which, the
// page's own.
const lang = new URLSearchParams(window.location.search).get('lang');

createRoot(container).render(
  <StrictMode>
    <LanguageContext value={pageLanguage()}>
      <WidgetApp widgetId={widgetIdFromPath(window.location.pathname)} lang={isLanguage(lang) ? lang : null} />
    </LanguageContext>
  </StrictMode>,
);
