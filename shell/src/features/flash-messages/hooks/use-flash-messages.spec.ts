/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { announceFlashMessage } from '@events/api-client/flash-signal';
import { sessionStore } from '@events/api-client/session-store';
import type { UserContext } from '@events/contracts/auth';
import type { FlashMessage } from '@events/contracts/flash-messages';
import { act, render, waitFor } from '@testing-library/react';
import { createElement } from 'react';

// react-router reads TextEncoder when it loads, which jsdom's window lacks: Node's is set first, then the router loads.
// (The specifier is a variable: the shell's type check knows browser modules only.)
const nodeUtil: string = 'node:util';
const { TextEncoder: NodeTextEncoder } = (await import(nodeUtil)) as { TextEncoder: typeof TextEncoder };
globalThis.TextEncoder ??= NodeTextEncoder;
const { MemoryRouter, useNavigate } = await import('@events/router');
const { useFlashMessages } = await import('./use-flash-messages');

/** The server's queue of pending messages for the signed-in account, taken whole as GET messages/ takes it. */
function fakeServer() {
  const pending: FlashMessage[] = [];
  let calls = 0;
  return {
    leave: (message: FlashMessage) => pending.push(message),
    take: async () => {
      calls += 1;
      return pending.splice(0);
    },
    calls: () => calls,
  };
}

const USER = { id: 7, firstName: 'Pat', username: 'pat' } as UserContext;

/** The hook inside a router at `/manage/venues/add/`, with navigate exposed as a screen would use it. */
function renderAt(take: () => Promise<FlashMessage[]>) {
  let navigate: (to: string) => void = () => undefined;
  const result: { current: ReturnType<typeof useFlashMessages> | null } = { current: null };
  function Probe() {
    const go = useNavigate();
    navigate = (to) => void go(to);
    result.current = useFlashMessages(take);
    return null;
  }
  render(createElement(MemoryRouter, { initialEntries: ['/manage/venues/add/'] }, createElement(Probe)));
  return { result, navigate: (to: string) => act(() => navigate(to)) };
}

describe('useFlashMessages', () => {
  beforeEach(() => {
    sessionStore.setState({ status: 'authenticated', user: USER });
  });

  it('takes what waits on page load, then an announced message only after the next navigation, once', async () => {
    const server = fakeServer();
    server.leave({ level: 'INFO', msg: 'Left before this page loaded.' });
    const { result, navigate } = renderAt(server.take);
    await waitFor(() => expect(result.current?.messages.map((m) => m.msg)).toEqual(['Left before this page loaded.']));

    // A form saves, leaves its message, announces it and navigates to the item's page.
    server.leave({ level: 'SUCCESS', msg: 'Successfully created venue "Mahaiwe".' });
    act(() => announceFlashMessage());
    expect(server.calls()).toBe(1);
    await navigate('/venues/mahaiwe/');
    await waitFor(() => expect(result.current?.messages).toEqual([{ key: expect.any(Number), level: 'SUCCESS', msg: 'Successfully created venue "Mahaiwe".' }]));
    expect(server.calls()).toBe(2);

    // Moving on drops it; without an announcement nothing is fetched.
    await navigate('/events/');
    expect(result.current?.messages).toEqual([]);
    expect(server.calls()).toBe(2);
  });

  it('dismisses a message, and shows nothing once signed out', async () => {
    const server = fakeServer();
    server.leave({ level: 'ERROR', msg: 'First.' });
    server.leave({ level: 'WARNING', msg: 'Second.' });
    const { result } = renderAt(server.take);
    await waitFor(() => expect(result.current?.messages).toHaveLength(2));
    act(() => result.current?.dismiss(result.current.messages[0]?.key ?? -1));
    expect(result.current?.messages.map((m) => m.msg)).toEqual(['Second.']);
    act(() => sessionStore.setState({ status: 'anonymous', user: null }));
    expect(result.current?.messages).toEqual([]);
  });
});
