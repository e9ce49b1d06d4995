import { backgroundLane, runPool, sendWithRetries } from './alert-delivery.js';

describe('sendWithRetries', () => {
  it('tries again after a failure, waiting twice as long each time', async () => {
    const waits: number[] = [];
    let calls = 0;
    const outcome = await sendWithRetries(
      async () => {
        calls++;
        if (calls < 3) throw new Error('busy');
      },
      { attempts: 3, delayMs: 100, sleep: async (ms) => void waits.push(ms) },
    );
    expect(outcome).toEqual({ ok: true, attempts: 3 });
    expect(waits).toEqual([100, 200]);
  });

  it('gives up after the last try and hands back the error', async () => {
    const outcome = await sendWithRetries(() => Promise.reject(new Error('down')), { attempts: 2, delayMs: 1, sleep: async () => undefined });
    expect(outcome.ok).toBe(false);
    expect(outcome.attempts).toBe(2);
  });

  it('stops at once on a failure not worth another try', async () => {
    let calls = 0;
    const refused = new Error('refused');
    const outcome = await sendWithRetries(
      async () => {
        calls++;
        throw refused;
      },
      { attempts: 3, delayMs: 1, sleep: async () => undefined, retryable: (error) => error !== refused },
    );
    expect(outcome).toEqual({ ok: false, attempts: 1, error: refused });
    expect(calls).toBe(1);
  });
});

describe('backgroundLane', () => {
  it('runs at most the given number at once, does every task, and is idle only after the last', async () => {
    const lane = backgroundLane(2);
    let running = 0;
    let most = 0;
    const done: number[] = [];
    for (const item of [1, 2, 3, 4, 5]) {
      lane.add(async () => {
        running++;
        most = Math.max(most, running);
        try {
          await new Promise((resolve) => setTimeout(resolve, 5));
          if (item === 3) throw new Error('a task that fails does not stop the others');
          done.push(item);
        } finally {
          running--;
        }
      });
    }
    await lane.idle();
    expect(most).toBe(2);
    expect(done.sort()).toEqual([1, 2, 4, 5]);
    await lane.idle();
  });
});

describe('runPool', () => {
  it('never runs more than the given number at once and does every item', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await runPool([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      done.push(item);
      running--;
    });
    expect(most).toBe(3);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
