import {
  CONTENT_PAGE_ADMIN_PATH,
  CONTENT_PAGE_MESSAGES,
  CONTENT_PAGE_PATHS,
  CONTENT_PAGE_SLUGS,
  contentPageDate,
  type ContentPageSlug,
} from '@events/contracts/content-pages';
import { ERRORS } from '@events/contracts/messages';
import { Link } from 'react-router';
import { useContentPage } from '../api/content-pages';
import './content-pages.css';
import { ActionsColumnHeader } from '@events/ui/actions-column-header';

function PageRow({ slug }: { slug: ContentPageSlug }) {
  const page = useContentPage(slug);
  const title = page.data?.title ?? CONTENT_PAGE_PATHS[slug];
  return (
    <tr>
      <th scope="row">{title}</th>
      <td>
        <a href={CONTENT_PAGE_PATHS[slug]}>{CONTENT_PAGE_PATHS[slug]}</a>
      </td>
      <td>{page.isError ? ERRORS.fetchResults : page.data ? contentPageDate(page.data.updated) : 'Loading…'}</td>
      <td>
        <Link className="ui-button ui-button--secondary" to={`${CONTENT_PAGE_ADMIN_PATH}${slug}/`} aria-label={`Edit ${title}`}>
          Edit
        </Link>
      </td>
    </tr>
  );
}

/** Content Pages, /editor/pages/ (superusers; issue 27): Terms of Use, About and Help, each with its date and Edit. */
export function ContentPagesList() {
  return (
    <div className="ui-page content-pages">
      <h1>{CONTENT_PAGE_MESSAGES.title}</h1>
      <table className="content-pages__table">
        <caption className="ui-visually-hidden">{CONTENT_PAGE_MESSAGES.title}</caption>
        <thead>
          <tr>
            <th scope="col">Page</th>
            <th scope="col">Address</th>
            <th scope="col">Last updated</th>
            <ActionsColumnHeader />
          </tr>
        </thead>
        <tbody>
          {CONTENT_PAGE_SLUGS.map((slug) => (
            <PageRow key={slug} slug={slug} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
