import { EVENT_CATEGORIES } from '@events/contracts/event-types';
import { recurrenceSeriesSchema } from '@events/contracts/recurrence';
import { sanitizeDescription } from '../common/text/description-sanitizer.js';
import { generateCatalogue } from './catalogue-generator.js';
import { TOWNS } from './demo-data.js';

const OPTIONS = { venues: 300, events: 3000, seed: 'berkshires', today: '2026-11-22' } as const;

describe('catalogue generator', () => {
  const catalogue = generateCatalogue(OPTIONS);

  it('is deterministic: the same seed gives the same catalogue, another seed another one', () => {
    expect(generateCatalogue(OPTIONS)).toEqual(catalogue);
    const other = generateCatalogue({ ...OPTIONS, seed: 'other' });
    expect(other.venues.map((v) => v.name)).not.toEqual(catalogue.venues.map((v) => v.name));
  });

  it('places realistic venues around the default towns, Pittsfield most', () => {
    expect(catalogue.venues).toHaveLength(300);
    const cities = new Map<string, number>();
    for (const v of catalogue.venues) cities.set(v.city, (cities.get(v.city) ?? 0) + 1);
    expect([...cities.entries()].sort((a, b) => b[1] - a[1])[0]?.[0]).toBe('Pittsfield');
    expect(cities.size).toBeGreaterThanOrEqual(18);
    for (const v of catalogue.venues) {
      expect(TOWNS.map((t) => t.city)).toContain(v.city);
      expect(v.name).not.toMatch(/\{|\}/);
      expect(v.street).toMatch(/^\d+ \S/);
      expect(v.postalCode).toMatch(/^\d{5}$/);
      expect(v.timeZone).toBe('America/New_York');
      expect(Math.abs(v.lat - 42.45)).toBeLessThan(1.2);
      expect(v.openTimes.every((o, i) => o.dayOfWeek === i)).toBe(true);
    }
    expect(new Set(catalogue.venues.map((v) => v.slug)).size).toBe(300);
    expect(catalogue.venues.some((v) => !v.published)).toBe(true);
    expect(catalogue.venues.some((v) => v.hideFromListing)).toBe(true);
    expect(catalogue.venues.some((v) => v.openTimes.length === 0)).toBe(true);
  });

  it('spreads events over all 18 categories with the mix the demo needs', () => {
    const events = catalogue.events;
    expect(events).toHaveLength(3000);
    expect(new Set(events.map((e) => e.category))).toEqual(new Set(EVENT_CATEGORIES));
    const share = (test: (e: (typeof events)[number]) => boolean) => events.filter(test).length / events.length;
    const recurring = share((e) => e.series.some((s) => s.frequency !== 'once'));
    expect(recurring).toBeGreaterThan(0.24);
    expect(recurring).toBeLessThan(0.36);
    expect(share((e) => e.isFeatured)).toBeGreaterThan(0.03);
    expect(share((e) => e.isFeatured)).toBeLessThan(0.07);
    expect(share((e) => e.isOnline && !e.isInPerson)).toBeGreaterThan(0.02);
    expect(share((e) => e.isOnline && e.isInPerson)).toBeGreaterThan(0.02);
    for (const flag of ['isPromoted', 'isGlobal'] as const) expect(share((e) => e[flag])).toBeGreaterThan(0);
    for (const status of ['cancelled', 'postponed'] as const) expect(share((e) => e.status === status)).toBeGreaterThan(0);
    expect(share((e) => !e.published)).toBeGreaterThan(0);
    for (const tier of ['free', 'low', 'medium', 'high']) expect(share((e) => e.price === tier)).toBeGreaterThan(0.01);
    const frequencies = new Set(events.flatMap((e) => e.series.map((s) => s.frequency)));
    expect(frequencies).toEqual(new Set(['once', 'daily', 'weekly', 'monthlyByDate', 'monthlyBySetPos', 'yearly', 'custom']));
  });

  it('writes valid, sanitised, internally consistent events', () => {
    const problems = catalogue.events.flatMap((e) => {
      const wrong: string[] = [];
      if (sanitizeDescription(e.description) !== e.description) wrong.push('description not sanitised');
      if (/\{|\}/.test(e.name)) wrong.push('placeholder in name');
      if (!e.isOnline && !e.isInPerson) wrong.push('no setting');
      if (e.isOnline && !/^https:\/\//.test(e.onlineUrl)) wrong.push('online without URL');
      if (e.isGlobal && !e.isOnline) wrong.push('global but not online');
      if (e.price === 'free' && e.ticketUrl !== '') wrong.push('free with tickets');
      if (e.ageGroups.length === 0) wrong.push('no age group');
      if (e.series.some((s) => !recurrenceSeriesSchema.safeParse(s).success)) wrong.push('invalid series');
      if (e.series[0]?.dtstart !== e.dateStart) wrong.push('date_start differs');
      return wrong.map((w) => `${e.name}: ${w}`);
    });
    expect(problems).toEqual([]);
    expect(new Set(catalogue.events.map((e) => e.slug)).size).toBe(3000);
  });

  it('keeps slugs unique against those already taken', () => {
    const first = catalogue.venues[0];
    const again = generateCatalogue({ ...OPTIONS, venues: 1, events: 0, takenVenueSlugs: new Set([first?.slug ?? '']) });
    expect(again.venues[0]?.slug).toBe(`${first?.slug}-2`);
  });
});
