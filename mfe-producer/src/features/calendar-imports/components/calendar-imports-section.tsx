import type { CalendarSource } from '@events/contracts/calendar-imports';
import { CALENDAR_FEEDS_FRAGMENT } from '@events/contracts/venue-forms';
import { EmptyState } from '@events/ui/empty-state';
import { ErrorState } from '@events/ui/error-state';
import { Spinner } from '@events/ui/spinner';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useCalendarSources } from '../api/get-calendar-sources';
import { CALENDAR_IMPORTS_TEXT as T } from '../utils/import-summary';
import { AddFeedForm } from './add-feed-form';
import { CalendarSourceItem } from './calendar-source-item';
import { ImportFileForm } from './import-file-form';
import './calendar-imports.css';

export type CalendarImportsSectionProps = { venueId: number };

/**
 * "Calendar feeds" on a saved venue's edit screen (issue 30): the venue's calendar sources with their last syncs,
 * then the two ways to connect one, a feed address or an .ics file. A source's failure is an alert only when its
 * sync ran here just now; one found on opening the screen is read in place.
 */
export function CalendarImportsSection({ venueId }: CalendarImportsSectionProps) {
  const intl = useAppIntl();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const sources = useCalendarSources(venueId);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  // Bumped after a removal: the removed source's buttons are gone, so focus moves to the section's heading.
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest > 0) heading.current?.focus();
  }, [focusRequest]);

  // Opened at its fragment (the venue page's "Calendar feeds"), the section takes the focus, which scrolls it into
  // view: the section mounts after the venue's form has loaded, too late for the browser's own jump to the fragment.
  useEffect(() => {
    if (window.location.hash === `#${CALENDAR_FEEDS_FRAGMENT}`) heading.current?.focus();
  }, []);

  const markFresh = useCallback((source: CalendarSource) => {
    setAnnouncement('');
    setFresh((current) => new Set(current).add(source.id));
  }, []);

  const onRemoved = useCallback((source: CalendarSource) => {
    setAnnouncement(intl.formatMessage(T.removed, { name: source.calendarName ?? source.address }));
    setFocusRequest((n) => n + 1);
  }, [intl]);

  let body;
  if (sources.isError) body = <ErrorState headingLevel={3} message={intl.formatMessage(T.loadFailed)} onRetry={() => void sources.refetch()} />;
  else if (sources.isPending) body = <Spinner label={intl.formatMessage(T.loading)} />;
  else if (sources.data.length === 0) body = <EmptyState headingLevel={3} title={intl.formatMessage(T.emptyTitle)} message={intl.formatMessage(T.emptyText)} />;
  else
    body = (
      <ul className="calendar-imports__sources" aria-labelledby={headingId}>
        {sources.data.map((source) => (
          <CalendarSourceItem key={source.id} source={source} fresh={fresh.has(source.id)} onSynced={markFresh} onRemoved={onRemoved} />
        ))}
      </ul>
    );

  return (
    <section id={CALENDAR_FEEDS_FRAGMENT} className="calendar-imports" aria-labelledby={headingId} data-testid="calendar-imports">
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {intl.formatMessage(T.heading)}
      </h2>
      <p className="calendar-imports__intro">{intl.formatMessage(T.intro)}</p>
      {body}
      <p role="status" className="ui-visually-hidden">
        {announcement}
      </p>
      <div className="calendar-imports__forms">
        <AddFeedForm venueId={venueId} onAdded={markFresh} />
        <ImportFileForm venueId={venueId} onImported={markFresh} />
      </div>
    </section>
  );
}
