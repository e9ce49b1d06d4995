import type { FastifyReply } from 'fastify';
import { addVary } from './vary.js';

function fakeReply(vary?: string | string[]): { reply: FastifyReply; vary: () => unknown } {
  const headers: Record<string, unknown> = vary === undefined ? {} : { vary };
  const reply = {
    getHeader: (name: string) => headers[name.toLowerCase()],
    header(name: string, value: unknown) {
      headers[name.toLowerCase()] = value;
      return reply;
    },
  } as unknown as FastifyReply;
  return { reply, vary: () => headers['vary'] };
}

describe('addVary', () => {
  it('sets Vary when there is none', () => {
    const { reply, vary } = fakeReply();
    addVary(reply, 'Origin');
    expect(vary()).toBe('Origin');
  });

  it('keeps the names set before and adds each new one once, whatever its letter case', () => {
    const { reply, vary } = fakeReply('Cookie, Authorization');
    addVary(reply, 'origin', 'Accept', 'cookie');
    expect(vary()).toBe('Cookie, Authorization, origin, Accept');
    const repeated = fakeReply(['Origin', 'Accept']);
    addVary(repeated.reply, 'Origin');
    expect(repeated.vary()).toBe('Origin, Accept');
  });

  it('leaves Vary: * as it is', () => {
    const { reply, vary } = fakeReply('*');
    addVary(reply, 'Origin');
    expect(vary()).toBe('*');
  });
});
