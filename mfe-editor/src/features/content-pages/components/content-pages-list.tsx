import {
  CONTENT_PAGE_ADMIN_PATH,
  CONTENT_PAGE_MESSAGES,
  CONTENT_PAGE_PATHS,
  CONTENT_PAGE_SLUGS,
  contentPageDate,
  type ContentPageSlug,
} from '@events/contracts/content-pages';
import { ERRORS } from '@events/contracts/messages';
import { DataTable, type DataTableColumn } from '@events/ui/data-table';
import { Link } from '@events/router';
import { useContentPage } from '../api/content-pages';
import './content-pages.css';

/** A page's title once it has loaded, its address until then. */
function useTitle(slug: ContentPageSlug): string {
  return useContentPage(slug).data?.title ?? CONTENT_PAGE_PATHS[slug];
}

function PageTitle({ slug }: { slug: ContentPageSlug }) {
  return useTitle(slug);
}

function PageUpdated({ slug }: { slug: ContentPageSlug }) {
  const page = useContentPage(slug);
  return page.isError ? ERRORS.fetchResults : page.data ? contentPageDate(page.data.updated) : 'Loading…';
}

function EditLink({ slug }: { slug: ContentPageSlug }) {
  return (
    <Link className="ui-button ui-button--secondary" to={`${CONTENT_PAGE_ADMIN_PATH}${slug}/`} aria-label={`Edit ${useTitle(slug)}`}>
      Edit
    </Link>
  );
}

/** Each row is a page, each cell reads it (one request per page, shared by its cells). */
const COLUMNS: readonly DataTableColumn<ContentPageSlug>[] = [
  { key: 'page', header: 'Page', rowHeader: true, cell: (slug) => <PageTitle slug={slug} /> },
  { key: 'address', header: 'Address', cell: (slug) => <a href={CONTENT_PAGE_PATHS[slug]}>{CONTENT_PAGE_PATHS[slug]}</a> },
  { key: 'updated', header: 'Last updated', cell: (slug) => <PageUpdated slug={slug} /> },
  { key: 'actions', header: 'Actions', headerHidden: true, cell: (slug) => <EditLink slug={slug} /> },
];

/** Content Pages, /editor/pages/ (superusers; issue 27): Terms of Use, About and Help, each with its date and Edit. */
export function ContentPagesList() {
  return (
    <div className="ui-page content-pages">
      <h1>{CONTENT_PAGE_MESSAGES.title}</h1>
      <DataTable className="content-pages__table" caption={CONTENT_PAGE_MESSAGES.title} columns={COLUMNS} rows={CONTENT_PAGE_SLUGS} rowKey={(slug) => slug} empty={null} />
    </div>
  );
}
