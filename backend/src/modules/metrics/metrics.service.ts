import { Injectable } from '@nestjs/common';
import type { ImpressionBatch } from '@events/contracts/metrics';
import { type ImpressionCount, MetricsRepository } from './metrics.repository.js';

/** The batch folded into one count per (kind, object, widget), in a stable order. */
export function foldImpressions(batch: ImpressionBatch): ImpressionCount[] {
  const counts = new Map<string, ImpressionCount>();
  for (const item of batch.items) {
    const widgetId = item.widgetId ?? '';
    const key = `${item.kind}\u0000${item.id}\u0000${widgetId}`;
    const previous = counts.get(key);
    counts.set(key, { kind: item.kind, objectId: item.id, widgetId, count: (previous?.count ?? 0) + 1 });
  }
  return [...counts.values()];
}

@Injectable()
export class MetricsService {
  constructor(private readonly repository: MetricsRepository) {}

  /** Counts a browser's batch of impressions for today; items about unknown objects are ignored. */
  async recordImpressions(batch: ImpressionBatch): Promise<void> {
    await this.repository.addImpressionsForToday(foldImpressions(batch));
  }
}
