import { z } from 'zod';
import { defineConfigSlice, envVar } from './config-slice.js';
import { toOrigin } from './config-values.js';

const publicUrlSchema = z
  .string()
  .refine((value) => toOrigin(value) !== undefined, 'must be an origin such as https://events.example.org')
  .transform((value) => toOrigin(value) as string);

export type PublicUrlConfig = {
  /** Origin of the site as visitors reach it (mailed links, OAuth redirect URIs); unset = each request's own origin. */
  readonly publicUrl: string | undefined;
};

export const publicUrlConfig = defineConfigSlice({
  variables: [
    {
      name: 'PUBLIC_URL',
      default: "(unset: the request's origin)",
      description: 'Origin visitors use (e.g. https://events.example.org), for links in e-mails and social sign-in redirect URIs. Set it in production.',
    },
  ],
  shape: { PUBLIC_URL: envVar(publicUrlSchema) },
  read: (values): PublicUrlConfig => ({ publicUrl: values.PUBLIC_URL }),
});
