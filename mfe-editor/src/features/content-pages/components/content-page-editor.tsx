import { CONTENT_PAGE_SLUGS, type ContentPageSlug } from '@events/contracts/content-pages';
import { ErrorState } from '@events/ui/error-state';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { NotFound } from '@events/ui/not-found';
import { Spinner } from '@events/ui/spinner';
import { Link, useParams } from '@events/router';
import { commonMessages } from '../../../i18n/common-messages';
import { useContentPage } from '../api/content-pages';
import { ContentPageForm } from './content-page-form';
import { contentPageMessages } from './content-page-messages';
import './content-pages.css';

const isSlug = (value: string | undefined): value is ContentPageSlug => (CONTENT_PAGE_SLUGS as readonly (string | undefined)[]).includes(value);

function Editor({ slug }: { slug: ContentPageSlug }) {
  const intl = useAppIntl();
  const page = useContentPage(slug);
  if (page.isError) return <ErrorState message={intl.formatMessage(commonMessages.fetchResults)} onRetry={() => void page.refetch()} />;
  if (page.isPending) return <Spinner />;
  return (
    <>
      <h1>{intl.formatMessage(contentPageMessages.editPage, { title: page.data.title })}</h1>
      <ContentPageForm page={page.data} />
    </>
  );
}

/** /editor/pages/{slug}/: one content page's form; another address is not a page. */
export function ContentPageEditor() {
  const { slug } = useParams();
  if (!isSlug(slug)) return <NotFound LinkComponent={Link} />;
  return (
    <div className="ui-page content-pages">
      <Editor slug={slug} />
    </div>
  );
}
