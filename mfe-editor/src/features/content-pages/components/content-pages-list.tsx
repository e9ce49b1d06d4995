import { CONTENT_PAGE_ADMIN_PATH, CONTENT_PAGE_PATHS, CONTENT_PAGE_SLUGS, type ContentPageSlug } from '@events/contracts/content-pages';
import { REGION_TIME_ZONE } from '@events/contracts/reference';
import { DataTable, type DataTableColumn } from '@events/ui/data-table';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages, type IntlShape } from '@events/api-client/intl';
import { Link } from '@events/router';
import { commonMessages } from '../../../i18n/common-messages';
import { useContentPage } from '../api/content-pages';
import { contentPageMessages } from './content-page-messages';

const messages = plainMessages(defineMessages({
  loading: { id: 'editor.contentPages.loading', defaultMessage: 'Loading…' },
  edit: { id: 'editor.contentPages.edit', defaultMessage: 'Edit' },
  page: { id: 'editor.contentPages.page', defaultMessage: 'Page' },
  address: { id: 'editor.contentPages.address', defaultMessage: 'Address' },
  lastUpdated: { id: 'editor.contentPages.lastUpdated', defaultMessage: 'Last updated' },
  actions: { id: 'editor.contentPages.actions', defaultMessage: 'Actions' },
}));
import './content-pages.css';

/** A page's title once it has loaded, its address until then. */
function useTitle(slug: ContentPageSlug): string {
  return useContentPage(slug).data?.title ?? CONTENT_PAGE_PATHS[slug];
}

function PageTitle({ slug }: { slug: ContentPageSlug }) {
  return useTitle(slug);
}

function PageUpdated({ slug }: { slug: ContentPageSlug }) {
  const intl = useAppIntl();
  const page = useContentPage(slug);
  if (page.isError) return intl.formatMessage(commonMessages.fetchResults);
  // contentPageDate of the contracts (`March 14, 2027` in the region's zone), in the reader's language.
  return page.data ? intl.formatDate(page.data.updated, { dateStyle: 'long', timeZone: REGION_TIME_ZONE }) : intl.formatMessage(messages.loading);
}

function EditLink({ slug }: { slug: ContentPageSlug }) {
  const intl = useAppIntl();
  const title = useTitle(slug);
  return (
    <Link
      className="ui-button ui-button--secondary"
      to={`${CONTENT_PAGE_ADMIN_PATH}${slug}/`}
      aria-label={intl.formatMessage(contentPageMessages.editPage, { title })}
    >
      {intl.formatMessage(messages.edit)}
    </Link>
  );
}

/** Each row is a page, each cell reads it (one request per page, shared by its cells). */
function columnsOf(intl: IntlShape): readonly DataTableColumn<ContentPageSlug>[] {
  return [
    { key: 'page', header: intl.formatMessage(messages.page), rowHeader: true, cell: (slug) => <PageTitle slug={slug} /> },
    { key: 'address', header: intl.formatMessage(messages.address), cell: (slug) => <a href={CONTENT_PAGE_PATHS[slug]}>{CONTENT_PAGE_PATHS[slug]}</a> },
    { key: 'updated', header: intl.formatMessage(messages.lastUpdated), cell: (slug) => <PageUpdated slug={slug} /> },
    { key: 'actions', header: intl.formatMessage(messages.actions), headerHidden: true, cell: (slug) => <EditLink slug={slug} /> },
  ];
}

/** Content Pages, /editor/pages/ (superusers; issue 27): Terms of Use, About and Help, each with its date and Edit. */
export function ContentPagesList() {
  const intl = useAppIntl();
  const title = intl.formatMessage(contentPageMessages.title);
  return (
    <div className="ui-page content-pages">
      <h1>{title}</h1>
      <DataTable className="content-pages__table" caption={title} columns={columnsOf(intl)} rows={CONTENT_PAGE_SLUGS} rowKey={(slug) => slug} empty={null} />
    </div>
  );
}
