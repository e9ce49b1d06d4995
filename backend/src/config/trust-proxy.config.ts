import { z } from 'zod';
import { defineConfigSlice } from './config-slice.js';

/** The proxies trusted for X-Forwarded-*: off, on, a number of hops, or addresses / subnets. */
export type TrustProxy = boolean | number | readonly string[];

const TRUST_PROXY_MESSAGE = 'must be true, false, a number of hops, or a comma-separated list of addresses';
const trustProxySchema = z.string().transform((value, ctx): TrustProxy => {
  const lower = value.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const parts = value.split(',').map((part) => part.trim()).filter((part) => part !== '');
  if (parts.length === 0 || parts.some((part) => !/^[0-9a-zA-Z.:/_-]+$/.test(part))) {
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
    return z.NEVER;
  }
  return parts;
});

export type TrustProxyConfig = {
  readonly trustProxy: TrustProxy;
};

export const trustProxyConfig = defineConfigSlice({
  variables: {
    TRUST_PROXY: {
      schema: trustProxySchema,
      default: 'false',
      description: 'Proxies whose X-Forwarded-For/-Proto/-Host are believed: true, false, a number of hops, or comma-separated addresses/subnets.',
    },
  },
  read: (values): TrustProxyConfig => ({ trustProxy: values.TRUST_PROXY }),
});
