import { z } from 'zod';
import { endpointGroup, PUBLIC } from './endpoint.js';
import { BAD_INPUT } from './endpoint-errors.js';
import { pageQuerySchema } from './lists.js';
import { VALIDATION } from './messages.js';

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

/**
 * The Spanish names of the spec's categories (issue 31), seeded beside them; a superuser may change them like the
 * English ones. Categories are the product's words rather than a producer's, so each of the spec's has one.
 */
export const EVENT_CATEGORY_NAMES_ES: Readonly<Record<EventCategoryName, string>> = {
  'Art, Dance & Culture': 'Arte, danza y cultura',
  Children: 'Niños',
  'Classes, Workshops & Talks': 'Clases, talleres y charlas',
  Comedy: 'Comedia',
  Community: 'Comunidad',
  'Fairs & Festivals': 'Ferias y festivales',
  Film: 'Cine',
  'Food & Farmers Markets': 'Comida y mercados de agricultores',
  'Games & Hobbies': 'Juegos y pasatiempos',
  'Health & Fitness': 'Salud y ejercicio',
  'Literary & Book Clubs': 'Literatura y clubes de lectura',
  Music: 'Música',
  'Nature & Outdoors': 'Naturaleza y aire libre',
  'Religion & Spirituality': 'Religión y espiritualidad',
  Seniors: 'Personas mayores',
  Sports: 'Deportes',
  'Support Groups': 'Grupos de apoyo',
  Theater: 'Teatro',
};

export const eventTypeSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** The Spanish name (issue 31), '' when none: Spanish readers see it in place of `name` when not blank. */
  nameEs: z.string(),
});
export type EventType = z.infer<typeof eventTypeSchema>;

export const eventTypeListSchema = z.array(eventTypeSchema);

const INTEGER = 'A valid integer is required.';

export const EVENT_TYPE_ORDERINGS = ['id', '-id', 'name', '-name'] as const;
export type EventTypeOrdering = (typeof EVENT_TYPE_ORDERINGS)[number];

const idList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .pipe(z.array(z.coerce.number<string>({ error: INTEGER }).int(INTEGER).min(1, 'The minimum value is 1.').max(2147483647, INTEGER)));

/** GET /events/api/event_types/ query, after normalizeListQuery (bracket arrays folded, blanks dropped). */
export const eventTypeListQuerySchema = pageQuerySchema.extend({
  id: idList.optional(),
  search: z.string({ error: 'Enter a single search text.' }).max(100, 'Ensure this field has no more than 100 characters.').optional(),
  ordering: z
    .enum(EVENT_TYPE_ORDERINGS, { error: VALIDATION.choice })
    .default('id'),
});
export type EventTypeListQuery = z.infer<typeof eventTypeListQuerySchema>;

/** The categories as a generic list (spec section 7): items in the body, Link and x-total-count headers. */
const eventTypes = endpointGroup({ tag: 'foundation', access: PUBLIC });

export const eventTypesEndpoints = {
  list: eventTypes.get('/events/api/event_types/', {
    summary: 'Event categories (generic list: page, page_size, id[], search, ordering)',
    query: eventTypeListQuerySchema,
    response: eventTypeListSchema,
    responseDescription: 'One page of categories.',
    list: true,
    errors: { 400: BAD_INPUT },
  }),
} as const;
