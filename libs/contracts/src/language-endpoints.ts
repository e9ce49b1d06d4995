import { z } from 'zod';
import { endpointGroup, PUBLIC } from './endpoint.js';
import { LANGUAGE_CHOICE_PATH } from './languages.js';

/** 404 of the language control's call for a language the product does not speak. */
export const UNKNOWN_LANGUAGE = 'Not one of the languages the site speaks.';

export const languageChoiceParamsSchema = z.object({
  language: z.string().describe('A language code of LANGUAGES: `en`, `es` (404 otherwise).'),
});

export const languageChoiceQuerySchema = z.object({
  next: z.string().optional().describe('Same-site path to return to (anything else, or none, means /).'),
});

const language = endpointGroup({ tag: 'accounts', access: PUBLIC });

/**
 * The language control (issue 31): a plain link in the header and footer of every page, so it works before any
 * script runs and from the keyboard. Its answer keeps the choice in the language cookie for a year, saves it as the
 * signed-in user's language, and sends the reader back to the page they were on, now in the chosen language.
 */
export const languageEndpoints = {
  choose: language.get(LANGUAGE_CHOICE_PATH, {
    summary: 'Choose the language of the pages: sets the language cookie (and the signed-in user\'s language), back to `next`',
    description:
      'Answers 303 to `next` (a path of this site; anything else means /) with `Set-Cookie: language=<code>; Path=/; Max-Age=31536000; SameSite=Lax` ' +
      '(Secure over https). For a signed-in request the choice is also saved as the account\'s language, which pages, field errors and mails then follow.',
    params: languageChoiceParamsSchema,
    query: languageChoiceQuerySchema,
    responseKind: 'redirect',
    status: 303,
    responseDescription: 'See Other: `Location` is `next`.',
    // It sets a cookie of this browser: never a shared answer.
    cache: 'private',
    errors: { 404: UNKNOWN_LANGUAGE },
  }),
} as const;
