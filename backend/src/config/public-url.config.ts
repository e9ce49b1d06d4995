import { z } from 'zod';
import { defineConfigSlice } from './config-slice.js';
import { toOrigin } from './config-values.js';

const publicUrlSchema = z
  .string()
  .refine((value) => toOrigin(value) !== undefined, 'must be an origin such as https://events.example.org')
  .transform((value) => toOrigin(value) as string);

/** The hosts a fresh install answers for (any port). */
export const DEFAULT_ALLOWED_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

const ALLOWED_HOSTS_MESSAGE = 'must be a comma-separated list of host names (no port), .domain.example for a domain and its subdomains, or *';
const HOST_PATTERN = /^(\*|\.?[a-z0-9]([a-z0-9.-]*[a-z0-9])?|\[[a-f0-9]*:[a-f0-9.:]+\])$/;
const allowedHostsSchema = z
  .string()
  .transform((value) => value.split(',').map((part) => part.trim().toLowerCase()).filter((part) => part !== ''))
  .refine((parts) => parts.length > 0 && parts.every((part) => HOST_PATTERN.test(part)), ALLOWED_HOSTS_MESSAGE);

export type PublicUrlConfig = {
  /** Origin of the site as visitors reach it (mailed links, OAuth redirect URIs); unset = each request's own origin. */
  readonly publicUrl: string | undefined;
  /** Host patterns answered besides PUBLIC_URL's host (common/security/allowed-hosts.ts); others get 400. */
  readonly allowedHosts: readonly string[];
};

export const publicUrlConfig = defineConfigSlice({
  variables: {
    PUBLIC_URL: {
      schema: publicUrlSchema,
      whenUnset: "(unset: the request's origin)",
      description: 'Origin visitors use (e.g. https://events.example.org), for links in e-mails and social sign-in redirect URIs. Set it in production.',
    },
    ALLOWED_HOSTS: {
      schema: allowedHostsSchema,
      default: DEFAULT_ALLOWED_HOSTS.join(','),
      description:
        "Host names (any port) this server answers for besides PUBLIC_URL's: comma-separated, .example.org for a domain and its subdomains, * for any (not advised). Other Host headers (X-Forwarded-Host behind TRUST_PROXY) get 400.",
    },
  },
  read: (values): PublicUrlConfig => ({ publicUrl: values.PUBLIC_URL, allowedHosts: values.ALLOWED_HOSTS }),
});
