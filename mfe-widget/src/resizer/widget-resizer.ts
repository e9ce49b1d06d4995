// The optional script a host page adds beside the widget's iframe (the Embed modal's second snippet): it keeps each
// widget frame as tall as the calendar inside it. It trusts only messages from the origin it was loaded from, and
// only resizes the frame the message came from.
import { WIDGET_RESIZE_MESSAGE } from '@events/contracts/widgets-constants';

const script = document.currentScript as HTMLScriptElement | null;
const widgetOrigin = script ? new URL(script.src).origin : null;

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (widgetOrigin === null || event.origin !== widgetOrigin) return;
  const message = event.data as { type?: unknown; height?: unknown } | null;
  if (!message || message.type !== WIDGET_RESIZE_MESSAGE || typeof message.height !== 'number' || !Number.isFinite(message.height)) return;
  for (const frame of document.querySelectorAll('iframe')) {
    if (frame.contentWindow === event.source) frame.style.height = `${Math.max(200, Math.ceil(message.height))}px`;
  }
});
