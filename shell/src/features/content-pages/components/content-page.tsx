import type { ContentPageSlug } from '@events/contracts/content-pages';
import { REGION_TIME_ZONE } from '@events/contracts/reference';
import { ErrorState } from '@events/ui/error-state';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { Spinner } from '@events/ui/spinner';
import { useEffect, useMemo } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { PageQueryProvider } from '../../../app/page-query-provider';
import { useContentPage } from '../api/content-page';
import { withSections } from './page-sections';
import './content-page.css';

const messages = plainMessages(defineMessages({
  fetchResults: { id: 'shell.contentPage.fetchResults', defaultMessage: 'Failed to fetch results. Please try your request again.' },
  updated: { id: 'shell.contentPage.updated', defaultMessage: 'Last updated: {date}' },
  sections: { id: 'shell.contentPage.sections', defaultMessage: 'Sections: {title}' },
}));

/** A table of contents pays off from this many sections (the Terms of Use have eleven; About has three). */
const CONTENTS_FROM_SECTIONS = 4;

function ContentPageBody({ slug }: { slug: ContentPageSlug }) {
  const intl = useAppIntl();
  const page = useContentPage(slug);
  const shown = useMemo(() => (page.data ? withSections(page.data.body) : null), [page.data]);

  // A link to a section (/terms-of-use/#7-privacy) reaches it once the text is in.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (shown && id) document.getElementById(id)?.scrollIntoView();
  }, [shown]);

  if (page.isError) return <ErrorState message={intl.formatMessage(messages.fetchResults)} onRetry={() => void page.refetch()} />;
  if (page.isPending || !shown) return <Spinner />;
  const { title, updated } = page.data;
  return (
    <article className="content-page">
      <h1>{title}</h1>
      <p className="content-page__updated">{intl.formatMessage(messages.updated, { date: intl.formatDate(updated, { dateStyle: 'long', timeZone: REGION_TIME_ZONE }) })}</p>
      {shown.sections.length >= CONTENTS_FROM_SECTIONS && (
        <nav aria-label={intl.formatMessage(messages.sections, { title })}>
          <ol className="content-page__toc">
            {shown.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {/* Sanitised twice: on the server when saved, and here by withSections. */}
      <div className="content-page__body" dangerouslySetInnerHTML={{ __html: shown.html }} />
    </article>
  );
}

/**
 * Terms of Use (/terms-of-use/, the spec's page the sign-up notice links to), About (/about/) and Help (/help/): the
 * text superusers keep on the Content Pages screen, with its date and, for a long page, a table of contents.
 */
export function ContentPageView({ slug }: { slug: ContentPageSlug }) {
  return (
    <PageQueryProvider>
      <ContentPageBody slug={slug} />
    </PageQueryProvider>
  );
}
