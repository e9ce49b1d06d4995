import { z } from 'zod';
import { anyRole, endpointGroup } from './endpoint.js';
import { NOT_SUPERUSER } from './endpoint-errors.js';
import { optionalText, requiredText } from './form-fields.js';
import { idParamSchema, resultListSchema } from './lists.js';
import { MAX_PAGE_SIZE } from './lists-constants.js';

/**
 * Categories, from the browser (issue 27): a superuser adds a category or renames one; each change is a staff action.
 * Nothing deletes a category: events keep theirs, and the search confirms a category id once per process.
 */
export const CATEGORY_ADMIN_PATH = '/editor/categories/';

export const CATEGORY_NAME_MAX = 64;
/** As many as the filters fetch in their one page of categories. */
export const CATEGORIES_MAX = MAX_PAGE_SIZE;

export const CATEGORY_ADMIN_MESSAGES = {
  title: 'Categories',
  taken: 'A category with this name already exists.',
  full: `There can be at most ${CATEGORIES_MAX} categories.`,
  added: (name: string) => `Category ${name} added.`,
  renamed: (from: string, to: string) => `${from} is now ${to}.`,
} as const;

/**
 * POST and PUT body: the category's name, unique whatever its letter case, and its Spanish name (issue 31), shown to
 * Spanish readers when not blank; '' (the default, also what a PUT without it stores) is none.
 */
export const categoryWriteSchema = z.object({
  name: requiredText({ max: CATEGORY_NAME_MAX }),
  name_es: optionalText({ max: CATEGORY_NAME_MAX }),
});
export type CategoryWrite = z.infer<typeof categoryWriteSchema>;
export type CategoryWriteInput = z.input<typeof categoryWriteSchema>;

/** A category as the screen lists it: with how many events are in it, so a rename's reach shows. */
export const adminCategorySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** '' when none. */
  nameEs: z.string(),
  events: z.number().int().nonnegative(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminCategoryListSchema = resultListSchema(adminCategorySchema);
export type AdminCategoryList = z.infer<typeof adminCategoryListSchema>;

const CATEGORIES = '/events/api/v1/admin/categories/';
const categories = endpointGroup({ tag: 'foundation', access: anyRole('superuser'), errors: { 403: NOT_SUPERUSER } });

export const categoryAdminEndpoints = {
  list: categories.get(CATEGORIES, {
    summary: 'Every category in display order, with its number of events',
    response: adminCategoryListSchema,
  }),
  create: categories.post(CATEGORIES, {
    summary: 'Add a category (recorded as a staff action)',
    body: categoryWriteSchema,
    status: 201,
    response: adminCategorySchema,
    errors: { 400: 'Field error map (name, name_es), also when the name is taken or the list is full.' },
  }),
  rename: categories.put(`${CATEGORIES}{id}/`, {
    summary: "Rename a category (and set its Spanish name); its events' keyword search follows (recorded as a staff action)",
    params: idParamSchema,
    body: categoryWriteSchema,
    response: adminCategorySchema,
    errors: { 400: 'Field error map (name, name_es), also when the name is taken.', 404: 'No category has this id.' },
  }),
};
