import { Global, Injectable, Logger, Module } from '@nestjs/common';

/**
 * A kind of in-process domain event carrying a payload of type P. The module that raises it defines it (beside its
 * service); a module that reacts imports the definition and subscribes, so the dependency points from the
 * subscriber to the raiser and never back.
 */
export type DomainEvent<P> = { readonly name: string; readonly payload?: P };

export function domainEvent<P>(name: string): DomainEvent<P> {
  return { name };
}

type Handler = (payload: never) => Promise<void>;

/**
 * The in-process event bus: `publish` runs every subscriber of the event in turn and resolves once they have all
 * finished. A subscriber that throws is logged and never fails the raiser, nor the subscribers after it.
 */
@Injectable()
export class DomainEvents {
  private readonly logger = new Logger(DomainEvents.name);
  private readonly handlers = new Map<string, Handler[]>();

  subscribe<P>(event: DomainEvent<P>, handler: (payload: P) => Promise<void>): void {
    this.handlers.set(event.name, [...(this.handlers.get(event.name) ?? []), handler as Handler]);
  }

  async publish<P>(event: DomainEvent<P>, payload: P): Promise<void> {
    for (const handler of this.handlers.get(event.name) ?? []) {
      try {
        await (handler as (payload: P) => Promise<void>)(payload);
      } catch (error) {
        this.logger.warn(`${event.name} subscriber failed: ${String(error)}`);
      }
    }
  }
}

/**
 * Provides the one bus, once, from the app module (as ClockModule provides the clock; @nestjs/event-emitter's
 * EventEmitterModule.forRoot does the same). It is infrastructure that no domain module owns: the dependency
 * between two modules is the subscriber's import of the event the raiser defines, which the module graph test reads.
 */
@Global()
@Module({ providers: [DomainEvents], exports: [DomainEvents] })
export class DomainEventsModule {}
