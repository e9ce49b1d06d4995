import { Injectable, Logger } from '@nestjs/common';
import { localDateOf } from '@events/domain/local-time';
import { Clock } from '../common/clock/clock.js';
import { OccurrencesService } from '../modules/events/occurrences.service.js';
import { TaxonomyService } from '../modules/taxonomy/taxonomy.service.js';
import { DEMO_TIME_ZONE, generateCatalogue } from './catalogue-generator.js';
import { SeedRepository, type CatalogueCounts } from './seed.repository.js';

export type SeedOptions = {
  readonly venues: number;
  readonly events: number;
  readonly seed: number | string;
  /** Empty the catalogue first. */
  readonly reset?: boolean;
  /** Local date the dates are spread from (default: today in New York by the product's clock). */
  readonly today?: string;
};

export type SeedResult = {
  readonly added: { venues: number; events: number; series: number; occurrences: number };
  readonly totals: CatalogueCounts;
  /** Seconds per step and in all. */
  readonly seconds: Readonly<Record<'generate' | 'venues' | 'events' | 'occurrences' | 'analyze' | 'total', number>>;
};

/** The demo region: a few hundred venues, a few thousand events. */
export const DEMO_SIZE = { venues: 300, events: 3000, seed: 'berkshires' } as const;

/**
 * Writes a generated catalogue (catalogue-generator.ts) with bulk statements, expands its occurrences through
 * the occurrence service (the same code the app uses), refreshes the search rows and ANALYZEs. Its dates, the
 * occurrence horizon and the rows' created stamps come from the product's clock read once at the start, so a demo
 * seeded at any hour of any day (CLOCK_AT) has the catalogue the listings of that moment expect.
 */
@Injectable()
export class SeedService {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly repository: SeedRepository,
    private readonly occurrences: OccurrencesService,
    private readonly taxonomy: TaxonomyService,
    private readonly clock: Clock,
  ) {}

  async seed(options: SeedOptions): Promise<SeedResult> {
    const now = this.clock.now();
    const started = performance.now();
    let mark = started;
    const lap = (): number => {
      const at = performance.now();
      const seconds = Math.round(at - mark) / 1000;
      mark = at;
      return seconds;
    };
    if (options.reset) await this.repository.resetCatalogue();
    // On an empty catalogue every series gets expanded here, so the horizon job need not go over them again.
    const wholeCatalogue = !(await this.repository.hasVenues());
    await this.taxonomy.seedEventTypes();
    const eventTypeIds = await this.repository.findEventTypeIds();
    const taken = options.reset ? { venues: new Set<string>(), events: new Set<string>() } : await this.repository.findSlugs();
    lap();

    const catalogue = generateCatalogue({
      venues: options.venues,
      events: options.events,
      seed: options.seed,
      today: options.today ?? localDateOf(now, DEMO_TIME_ZONE),
      takenVenueSlugs: taken.venues,
      takenEventSlugs: taken.events,
    });
    const generate = lap();
    const venueIds = await this.repository.insertVenues(catalogue.venues, now);
    const venues = lap();
    const { ids: eventIds, series } = await this.repository.insertEvents(catalogue.events, venueIds, eventTypeIds, now);
    const events = lap();
    const expanded = await this.occurrences.expandEvents(eventIds, { now });
    if (wholeCatalogue) await this.occurrences.recordFullExpansion(now);
    const occurrences = lap();
    await this.repository.analyze();
    const analyze = lap();
    const totals = await this.repository.counts();
    return {
      added: { venues: venueIds.length, events: eventIds.length, series, occurrences: expanded.occurrences },
      totals,
      seconds: { generate, venues, events, occurrences, analyze, total: Math.round(performance.now() - started) / 1000 },
    };
  }

  /**
   * First start: `work` holding the demo-seed lock, which a second instance starting at the same time waits for (see
   * DemoSeeder), so it finds the demo data whole instead of half made.
   */
  withDemoSeedLock<T>(work: () => Promise<T>): Promise<T> {
    return this.repository.withDemoSeedLock(work);
  }

  /** Fills an empty catalogue with the demo region; call it holding withDemoSeedLock. */
  async seedDemoIfEmpty(): Promise<SeedResult | undefined> {
    if (await this.repository.hasVenues()) return undefined;
    const result = await this.seed(DEMO_SIZE);
    this.logger.log(
      `Demo region seeded: ${result.added.venues} venues, ${result.added.events} events, ${result.added.series} series, ` +
        `${result.added.occurrences} occurrences in ${result.seconds.total} s`,
    );
    return result;
  }
}
