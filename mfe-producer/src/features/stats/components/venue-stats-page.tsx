import { useUserContext } from '@events/api-client/use-session';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useId, useState } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { common } from '../../../i18n/shared-messages';
import { useSiteFigures } from '../api/get-site-stats';
import { useVenueView } from '../api/get-venue-view';
import { useAnalyticsRange } from '@events/ui/use-analytics-range';
import { useLoggedFailure } from '../hooks/use-logged-failure';
import { AnalyticsFigures, countIn, metricMessages } from './analytics-figures';
import { AnalyticsRangePicker } from '@events/ui/analytics-range-picker';
import { SelectOptions } from '@events/ui/select-options';
import { EventViewsTable } from './event-views-table';
import { MetricCards } from './metric-cards';
import './venue-stats.css';

/** The chooser's value for the whole site (staff and superusers). */
const SITE = 'site';

const messages = plainMessages(defineMessages({
  title: { id: 'producer.stats.title', defaultMessage: 'My Venue Data' },
  wholeSite: { id: 'producer.stats.wholeSite', defaultMessage: 'Whole site' },
  venue: { id: 'producer.stats.venue', defaultMessage: 'Venue' },
  noVenue: { id: 'producer.stats.noVenue', defaultMessage: 'You do not manage a venue yet.' },
  viewsLabel: { id: 'producer.stats.viewsLabel', defaultMessage: '{subject}: views' },
  siteAnalytics: { id: 'producer.stats.siteAnalytics', defaultMessage: 'Site analytics' },
  pageAnalytics: { id: 'producer.stats.pageAnalytics', defaultMessage: 'Page analytics' },
}));

/**
 * My Venue Data, /manage/stats/ (producer-and-account.md section 2): a venue chooser when there is more than one
 * venue (staff and superusers also choose the whole site), the venue's card and detail views with the per-event
 * table, and the analytics of the venue's pages (or the site's) over the picked range with a chart.
 */
export function VenueStatsPage() {
  const intl = useAppIntl();
  const count = (value: number | undefined) => countIn(intl, value);
  const user = useUserContext();
  const venues = (user?.producerQuotas ?? []).map((q) => q.poi);
  const seesSite = Boolean(user && (user.isStaff || user.isSuperuser));
  const [chosen, setChosen] = useState<string>(() => (venues[0] ? String(venues[0].id) : SITE));
  const venueId = chosen === SITE ? null : Number(chosen);
  const { choice, setChoice, range, today } = useAnalyticsRange();
  const venueView = useVenueView(venueId, range);
  const site = useSiteFigures(range, seesSite && venueId === null);
  useLoggedFailure(venueView.error, 'Venue statistics');
  useLoggedFailure(site.error, 'Site analytics');
  const chooserId = useId();

  const options = [...(seesSite ? [{ value: SITE, label: intl.formatMessage(messages.wholeSite) }] : []), ...venues.map((v) => ({ value: String(v.id), label: v.name }))];
  const view = venueView.data;
  const figures =
    venueId === null
      ? site.data
        ? { row: site.data.stats.rows[0] ?? null, byDay: site.data.stats.byDay, customEvents: site.data.customEvents.data }
        : null
      : view
        ? { row: view.analytics.rows[0] ?? null, byDay: view.analytics.byDay, customEvents: view.customEvents.data }
        : null;
  const loading = venueId === null ? site.isLoading : venueView.isLoading;
  const subject = venueId === null
      ? intl.formatMessage(messages.wholeSite)
      : (view?.venue.name ?? venues.find((v) => v.id === venueId)?.name ?? intl.formatMessage(messages.venue));

  return (
    <div className="ui-page venue-stats">
      <h1>{intl.formatMessage(messages.title)}</h1>
      {options.length === 0 && <p>{intl.formatMessage(messages.noVenue)}</p>}
      {options.length > 1 && (
        <div className="venue-stats__field">
          <label htmlFor={chooserId}>{intl.formatMessage(common.selectVenue)}</label>
          <select id={chooserId} className="ui-input" value={chosen} onChange={(e) => setChosen(e.target.value)}>
            <SelectOptions options={options} />
          </select>
        </div>
      )}
      {venueId !== null && (
        <section aria-labelledby="venue-stats-views">
          <h2 id="venue-stats-views">{subject}</h2>
          <MetricCards
            label={intl.formatMessage(messages.viewsLabel, { subject })}
            metrics={[
              { label: intl.formatMessage(metricMessages.venueCardViews), value: count(view?.summary.poiCardImpressions) },
              { label: intl.formatMessage(metricMessages.venueDetailViews), value: count(view?.summary.poiDetailImpressions) },
              { label: intl.formatMessage(metricMessages.eventCardViews), value: count(view?.summary.eventCardImpressions) },
              { label: intl.formatMessage(metricMessages.eventDetailViews), value: count(view?.summary.eventDetailImpressions) },
            ]}
          />
          {view && <EventViewsTable rows={view.byEvent} />}
        </section>
      )}
      {options.length > 0 && (
        <section aria-labelledby="venue-stats-analytics">
          <h2 id="venue-stats-analytics">{intl.formatMessage(venueId === null ? messages.siteAnalytics : messages.pageAnalytics)}</h2>
          <AnalyticsRangePicker value={choice} today={today} onChange={setChoice} />
          <AnalyticsFigures figures={figures && figures.row ? { ...figures, row: figures.row } : null} loading={loading} label={subject} />
        </section>
      )}
    </div>
  );
}
