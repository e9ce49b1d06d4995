// jsdom does no layout; ProseMirror asks for rectangles when it scrolls the selection into view or maps a click
// to a position. These answer "nothing is laid out" instead of throwing.
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const emptyRect = () => new DOMRect(0, 0, 0, 0);

for (const proto of [Element.prototype, Range.prototype]) {
  if (!('getClientRects' in proto) || typeof proto.getClientRects !== 'function') {
    Object.defineProperty(proto, 'getClientRects', { value: emptyRects, configurable: true });
  }
  if (!('getBoundingClientRect' in proto) || typeof proto.getBoundingClientRect !== 'function') {
    Object.defineProperty(proto, 'getBoundingClientRect', { value: emptyRect, configurable: true });
  }
}
if (typeof document.elementFromPoint !== 'function') {
  Object.defineProperty(document, 'elementFromPoint', { value: () => null, configurable: true });
}
