import { useUserContext } from '@events/api-client/use-session';
import { useId, useState } from 'react';
import { useSiteFigures } from '../api/get-site-stats';
import { useVenueView } from '../api/get-venue-view';
import { useAnalyticsRange } from '@events/ui/use-analytics-range';
import { useLoggedFailure } from '../hooks/use-logged-failure';
import { AnalyticsFigures } from './analytics-figures';
import { AnalyticsRangePicker } from '@events/ui/analytics-range-picker';
import { SelectOptions } from '@events/ui/select-options';
import { EventViewsTable } from './event-views-table';
import { MetricCards } from './metric-cards';
import './venue-stats.css';

/** The chooser's value for the whole site (staff and superusers). */
const SITE = 'site';

const count = (value: number | undefined): string => (value === undefined ? '–' : value.toLocaleString('en-US'));

/**
 * My Venue Data, /manage/stats/ (producer-and-account.md section 2): a venue chooser when there is more than one
 * venue (staff and superusers also choose the whole site), the venue's card and detail views with the per-event
 * table, and the analytics of the venue's pages (or the site's) over the picked range with a chart.
 */
export function VenueStatsPage() {
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

  const options = [...(seesSite ? [{ value: SITE, label: 'Whole site' }] : []), ...venues.map((v) => ({ value: String(v.id), label: v.name }))];
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
  const subject = venueId === null ? 'Whole site' : (view?.venue.name ?? venues.find((v) => v.id === venueId)?.name ?? 'Venue');

  return (
    <div className="ui-page venue-stats">
      <h1>My Venue Data</h1>
      {options.length === 0 && <p>You do not manage a venue yet.</p>}
      {options.length > 1 && (
        <div className="venue-stats__field">
          <label htmlFor={chooserId}>Select a venue</label>
          <select id={chooserId} className="ui-input" value={chosen} onChange={(e) => setChosen(e.target.value)}>
            <SelectOptions options={options} />
          </select>
        </div>
      )}
      {venueId !== null && (
        <section aria-labelledby="venue-stats-views">
          <h2 id="venue-stats-views">{subject}</h2>
          <MetricCards
            label={`${subject}: views`}
            metrics={[
              { label: 'Venue Card Views', value: count(view?.summary.poiCardImpressions) },
              { label: 'Venue Detail Views', value: count(view?.summary.poiDetailImpressions) },
              { label: 'Event Card Views', value: count(view?.summary.eventCardImpressions) },
              { label: 'Event Detail Views', value: count(view?.summary.eventDetailImpressions) },
            ]}
          />
          {view && <EventViewsTable rows={view.byEvent} />}
        </section>
      )}
      {options.length > 0 && (
        <section aria-labelledby="venue-stats-analytics">
          <h2 id="venue-stats-analytics">{venueId === null ? 'Site analytics' : 'Page analytics'}</h2>
          <AnalyticsRangePicker value={choice} today={today} onChange={setChoice} />
          <AnalyticsFigures figures={figures && figures.row ? { ...figures, row: figures.row } : null} loading={loading} label={subject} />
        </section>
      )}
    </div>
  );
}
