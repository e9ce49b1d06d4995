import { PUSH_MESSAGES } from '@events/contracts/push';
import { endpointProblem, isLocalHost, publicOnlyLookup } from './push-endpoint-guard.js';

describe('push endpoint guard', () => {
  it('refuses localhost and literal addresses that are not public, as URL hosts write them', () => {
    for (const url of ['https://localhost/', 'https://a.localhost/', 'https://127.0.0.1/', 'https://0x7f.1/', 'https://[::1]/', 'https://[::ffff:10.0.0.1]/', 'https://[fe80::1]/']) {
      expect([url, isLocalHost(new URL(url).hostname)]).toEqual([url, true]);
    }
    for (const url of ['https://fcm.googleapis.com/fcm/send/x', 'https://93.184.216.34/', 'https://[2606:4700:4700::1111]/']) {
      expect([url, isLocalHost(new URL(url).hostname)]).toEqual([url, false]);
    }
  });

  it('asks for https and a public host unless local endpoints are allowed', () => {
    expect(endpointProblem('http://push.example.net/x', false)).toBe(PUSH_MESSAGES.endpointHttps);
    expect(endpointProblem('https://10.0.0.7/x', false)).toBe(PUSH_MESSAGES.endpointPrivate);
    expect(endpointProblem('https://push.example.net/x', false)).toBeUndefined();
    expect(endpointProblem('http://127.0.0.1:8080/x', true)).toBeUndefined();
  });

  it('fails the connection of a name that resolves to an address that is not public', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => publicOnlyLookup('localhost', {}, (failure) => resolve(failure)));
    expect(error?.code).toBe('EPUSHNOTPUBLIC');
  });
});
