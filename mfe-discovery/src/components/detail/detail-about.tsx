import { useId } from 'react';

/** A detail page's "About this event/venue" section: the description under its heading. */
export function DetailAbout({ title, html }: { readonly title: string; readonly html: string }) {
  const headingId = useId();
  return (
    <section className="detail-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="detail-section__title">
        {title}
      </h2>
      {/* Sanitised by the server (bold, italic, lists, links only). */}
      <div className="detail-description" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
