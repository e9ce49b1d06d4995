import { Logger } from '@nestjs/common';
import { z } from 'zod';
import type { GeocodeResult } from '@events/contracts/geo';
import { GeoError } from './geo.errors.js';
import type { GeocodeRequest, GeocodingProvider } from './geocoding-provider.js';

export type NominatimOptions = {
  /** Base URL of a Nominatim-compatible service, without a trailing slash (`/search` is appended). */
  readonly baseUrl: string;
  /** Nominatim's usage policy asks every client to identify itself. */
  readonly userAgent: string;
  readonly timeoutMs: number;
};

export const NOMINATIM_TIMEOUT_MS = 5000;

const coordinate = z.union([z.number(), z.string().trim().min(1).transform(Number)]).pipe(z.number().refine(Number.isFinite));

/** The part of Nominatim's jsonv2 `search` answer we read. */
const nominatimAnswerSchema = z.array(
  z.object({
    lat: coordinate.pipe(z.number().min(-90).max(90)),
    lon: coordinate.pipe(z.number().min(-180).max(180)),
    display_name: z.string().optional(),
  }),
);

/**
 * Geocodes with `GET {baseUrl}/search?format=jsonv2&limit=1&q=…&countrycodes=…`. An empty answer is "not found";
 * a network error, timeout, non-2xx status or unreadable body is GeoError('geocoder_unavailable') (503).
 */
export class NominatimGeocoder implements GeocodingProvider {
  readonly name = 'nominatim';
  private readonly logger = new Logger('NominatimGeocoder');

  constructor(private readonly options: NominatimOptions) {}

  async geocode({ address, country }: GeocodeRequest): Promise<GeocodeResult | null> {
    const url = new URL(`${this.options.baseUrl}/search`);
    url.search = new URLSearchParams({ format: 'jsonv2', limit: '1', q: address, countrycodes: country.toLowerCase() }).toString();

    let body: unknown;
    try {
      const response = await fetch(url, {
        headers: { 'User-Agent': this.options.userAgent, Accept: 'application/json', 'Accept-Language': 'en' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
        redirect: 'follow',
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new Error(`HTTP ${response.status}`);
      }
      body = await response.json();
    } catch (error) {
      this.logger.warn({ err: error, host: url.host }, `Nominatim did not answer: ${error instanceof Error ? error.message : String(error)}`);
      throw new GeoError('geocoder_unavailable');
    }

    const parsed = nominatimAnswerSchema.safeParse(body);
    if (!parsed.success) {
      this.logger.warn({ host: url.host }, 'Nominatim answered with an unexpected body');
      throw new GeoError('geocoder_unavailable');
    }
    const first = parsed.data[0];
    if (!first) return null;
    return { latitude: first.lat, longitude: first.lon, displayName: first.display_name ?? address };
  }
}
