import { announceFlashMessage, onFlashAnnounced, takeFlashAnnouncement } from './flash-signal.js';

describe('flash signal', () => {
  it('is taken once per announcement and wakes listeners until they unsubscribe', () => {
    expect(takeFlashAnnouncement()).toBe(false);
    const heard: number[] = [];
    const stop = onFlashAnnounced(() => heard.push(1));
    announceFlashMessage();
    expect(heard).toEqual([1]);
    expect(takeFlashAnnouncement()).toBe(true);
    expect(takeFlashAnnouncement()).toBe(false);
    stop();
    announceFlashMessage();
    expect(heard).toEqual([1]);
    expect(takeFlashAnnouncement()).toBe(true);
  });
});
