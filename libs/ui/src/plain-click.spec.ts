import { isPlainClick } from './plain-click.js';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('isPlainClick', () => {
  it('is a left click with no modifier key', () => {
    expect(isPlainClick(click)).toBe(true);
  });

  it('is not a middle or right click, nor a click with Ctrl, Cmd, Shift or Alt', () => {
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainClick({ ...click, button: 2 })).toBe(false);
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) expect(isPlainClick({ ...click, [key]: true })).toBe(false);
  });
});
