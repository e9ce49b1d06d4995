// What jsdom lacks and the front ends' components use: TextEncoder (react-router) and ResizeObserver (OpenLayers
// watches its viewport's size, which never changes where nothing is laid out). Plain JavaScript: the browser code's
// type-check has no Node types, and this runs in Node.
import { TextDecoder, TextEncoder } from 'node:util';

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
