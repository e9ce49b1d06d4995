import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { postFlashMessage } from './flash-messages.js';
import { takeFlashAnnouncement } from './flash-signal.js';

describe('postFlashMessage', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('POSTs {level, msg} to the messages call, then announces it to the shell', async () => {
    const fetch = jest.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 204 }));
    globalThis.fetch = fetch;
    await postFlashMessage('SUCCESS', 'Successfully created venue "Mahaiwe".');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/message/');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ level: 'SUCCESS', msg: 'Successfully created venue "Mahaiwe".' });
    expect(takeFlashAnnouncement()).toBe(true);
  });

  it('announces nothing when the server refuses the message', async () => {
    globalThis.fetch = jest.fn<typeof globalThis.fetch>(async () => Response.json({ msg: ['This field is required.'] }, { status: 400 }));
    await expect(postFlashMessage('INFO', '')).rejects.toMatchObject({ status: 400 });
    expect(takeFlashAnnouncement()).toBe(false);
  });
});
