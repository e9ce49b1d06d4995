import { z } from 'zod';
import { defineConfigSlice } from '../../config/config-slice.js';
import { remoteUrlSchema } from '../../config/config-values.js';

export type StaffLink = { readonly label: string; readonly url: string };

/**
 * The product's own staff pages, so every default link leads somewhere this deployment serves. A deployment that
 * runs the spec's external tools adds them by label (Wagtail CMS, Django Admin, Lighthouse Report, SQL Explorer,
 * Sentry, AWS Console): the account menu lists those first in the spec's order, then any other configured link.
 */
export const DEFAULT_STAFF_LINKS =
  'API Document=/events/api/v1/openapi.json,Editor Report=/editor/reports/editors/,Venue Moderation Desk=/manage/venues/claims/';

const STAFF_LINKS_MESSAGE = 'must be comma-separated Label=URL pairs (URL absolute http(s) or a path starting with "/")';
const staffLinksSchema = z.string().transform((value, ctx): StaffLink[] => {
  const links: StaffLink[] = [];
  for (const part of value.split(',').map((p) => p.trim()).filter((p) => p !== '')) {
    const at = part.indexOf('=');
    const label = part.slice(0, at).trim();
    const url = part.slice(at + 1).trim();
    if (at <= 0 || label === '' || !remoteUrlSchema.safeParse(url).success) {
      ctx.addIssue({ code: 'custom', message: STAFF_LINKS_MESSAGE });
      return z.NEVER;
    }
    links.push({ label, url });
  }
  return links;
});

export type AccountConfig = {
  /** Staff-only external links of the account menu. */
  readonly staffLinks: readonly StaffLink[];
};

export const accountConfig = defineConfigSlice({
  variables: {
    STAFF_LINKS: {
      schema: staffLinksSchema,
      default: DEFAULT_STAFF_LINKS,
      // Blank means "no links" here, so it is not folded into "unset".
      blankIsValue: true,
      description:
        'Staff-only links of the account menu (new tab): comma-separated Label=URL pairs (empty: none). Add the spec\'s tools by label, e.g. `Sentry=https://sentry.io/org/`.',
    },
  },
  read: (values): AccountConfig => ({ staffLinks: values.STAFF_LINKS }),
});
