import { setTimeout as sleep } from 'node:timers/promises';
import { Logger } from '@nestjs/common';
import type { MessageQueue, MessageQueueEnqueueOptions, MessageQueueListenOptions } from '@fedify/fedify';
import type { JobEngine } from '../jobs/job-engine.js';

/** The queue Fedify's messages go through: fan-outs, deliveries to each inbox, inbound activities. */
export const FEDERATION_QUEUE = 'federation-activities';
/** Messages a worker takes at once and works side by side: deliveries mostly wait on remote servers. */
const BATCH_SIZE = 32;
/** An idle worker asks for new messages this often (seconds; pg-boss's floor is 0.5). */
const POLLING_SECONDS = 0.5;
/** A delivery still going after this long counts as failed (pg-boss then offers it again). */
const EXPIRE_SECONDS = 300;

type QueuedMessage = { readonly message: unknown };

/** Fedify's message of one delivery to one inbox. */
function isDelivery(message: unknown): message is { readonly type: 'outbox'; readonly inbox: string } {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'outbox' && typeof (message as { inbox?: unknown }).inbox === 'string';
}

/** A Temporal duration as whole seconds of delay (pg-boss's startAfter); undefined for none. */
function delaySecondsOf(options: MessageQueueEnqueueOptions | undefined): number | undefined {
  if (options?.delay === undefined) return undefined;
  const seconds = Math.ceil(options.delay.total('second'));
  return seconds > 0 ? seconds : undefined;
}

/**
 * Fedify's message queue on the product's job engine (pg-boss in PostgreSQL), so queued deliveries survive restarts
 * and any instance that works jobs delivers them, each message once (pg-boss hands a job to one worker). Fedify
 * retries a failed delivery itself, with exponential backoff, by queueing it again with a delay, so the queue's own
 * retries are off (`nativeRetrial` false).
 */
export class PgBossMessageQueue implements MessageQueue {
  readonly nativeRetrial = false;
  private readonly logger = new Logger('FederationQueue');
  private created: Promise<void> | undefined;

  /** When the next delivery may start (performance.now()), `1000 / perSecond` ms after the one before. */
  private nextDeliveryAt = 0;

  /**
   * `blocked`: whether deliveries to an inbox stop (its server is blocked); such a delivery is dropped when due.
   * `perSecond`: deliveries this instance starts per second at most (FEDERATION_DELIVERIES_PER_SECOND).
   */
  constructor(
    private readonly engine: JobEngine,
    private readonly blocked: (inbox: string) => Promise<boolean>,
    private readonly perSecond: number,
  ) {}

  async enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
    const boss = await this.ready();
    const startAfter = delaySecondsOf(options);
    await boss.send(FEDERATION_QUEUE, { message } satisfies QueuedMessage, startAfter === undefined ? {} : { startAfter });
  }

  async enqueueMany(messages: readonly unknown[], options?: MessageQueueEnqueueOptions): Promise<void> {
    if (messages.length === 0) return;
    const boss = await this.ready();
    const startAfter = delaySecondsOf(options);
    await boss.insert(
      FEDERATION_QUEUE,
      messages.map((message) => ({ data: { message } satisfies QueuedMessage, ...(startAfter === undefined ? {} : { startAfter }) })),
    );
  }

  /** Works the queue until `signal` aborts: BATCH_SIZE messages at a time, side by side. */
  async listen(handler: (message: unknown) => Promise<void> | void, options?: MessageQueueListenOptions): Promise<void> {
    const boss = await this.ready();
    const signal = options?.signal;
    if (signal?.aborted) return;
    const worker = await boss.work<QueuedMessage>(FEDERATION_QUEUE, { batchSize: BATCH_SIZE, pollingIntervalSeconds: POLLING_SECONDS }, async (jobs) => {
      await Promise.all(
        jobs.map(async (job) => {
          try {
            const message = job.data.message;
            if (isDelivery(message)) {
              if (await this.blocked(message.inbox)) return;
              await this.deliverySlot();
            }
            await handler(message);
          } catch (error) {
            // Fedify has queued its own retry where one is due; the job itself is done.
            this.logger.warn({ err: error }, 'A federation message failed');
          }
        }),
      );
    });
    await new Promise<void>((resolve) => {
      if (signal === undefined) return;
      signal.addEventListener('abort', () => resolve(), { once: true });
    });
    await boss.offWork(FEDERATION_QUEUE, { id: worker }).catch(() => undefined);
  }

  /**
   * Waits for this delivery's turn: deliveries start evenly spaced, so a fan-out to many servers spends the
   * instance's CPU (a signature each) a little at a time rather than crowding out visitors' requests.
   */
  private async deliverySlot(): Promise<void> {
    const now = performance.now();
    const slot = Math.max(now, this.nextDeliveryAt);
    this.nextDeliveryAt = slot + 1000 / Math.max(1, this.perSecond);
    if (slot > now) await sleep(slot - now);
  }

  async getDepth(): Promise<{ queued: number }> {
    const boss = await this.ready();
    const [stats] = await boss.getQueueStats(FEDERATION_QUEUE);
    return { queued: stats?.queuedCount ?? 0 };
  }

  /** The started engine, with the queue made once for the database (no retries of its own, see above). */
  private async ready() {
    const boss = await this.engine.started();
    // createQueue leaves an existing queue as it is, so every instance may call it.
    this.created ??= boss.createQueue(FEDERATION_QUEUE, { policy: 'standard', retryLimit: 0, expireInSeconds: EXPIRE_SECONDS }).catch((error: unknown) => {
        this.created = undefined;
        throw error;
      });
    await this.created;
    return boss;
  }
}
