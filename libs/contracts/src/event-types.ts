import { z } from 'zod';

/** The eighteen event categories of spec section 3, in display order. Seeded into the event_types table. */
export const EVENT_CATEGORIES = [
  'Art, Dance & Culture',
  'Children',
  'Classes, Workshops & Talks',
  'Comedy',
  'Community',
  'Fairs & Festivals',
  'Film',
  'Food & Farmers Markets',
  'Games & Hobbies',
  'Health & Fitness',
  'Literary & Book Clubs',
  'Music',
  'Nature & Outdoors',
  'Religion & Spirituality',
  'Seniors',
  'Sports',
  'Support Groups',
  'Theater',
] as const;

export type EventCategoryName = (typeof EVENT_CATEGORIES)[number];

export const eventTypeSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
});
export type EventType = z.infer<typeof eventTypeSchema>;

export const eventTypeListSchema = z.array(eventTypeSchema);
