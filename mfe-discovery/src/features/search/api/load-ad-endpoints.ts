import type { adEndpoints } from '@events/contracts/answer-checks/ads';

/**
 * The ad calls with their answer checks. The ads are asked for once the listing has answered, so their checks load
 * then, in a chunk of their own, rather than before the first card.
 */
export async function loadAdEndpoints(): Promise<typeof adEndpoints> {
  return (await import('@events/contracts/answer-checks/ads')).adEndpoints;
}
