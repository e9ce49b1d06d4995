import { NotFound } from '@events/ui/not-found';
import { lazy, Suspense } from 'react';
import { Link, Navigate, Route, Routes } from '@events/router';
import { ProducerArea, SignedInArea, StatsArea } from '../components/producer-area';
import { ProducerIntl } from '../i18n/producer-intl';
import { PRODUCER_SCREEN_PATHS } from './producer-screen-paths';

// Each screen is its own chunk, fetched when first visited; the chunk name is what `npm run bench:bundle` lists.
const EventListPage = lazy(() =>
  import(/* webpackChunkName: "screen-event-list" */ '../features/events/components/event-list-page').then((m) => ({ default: m.EventListPage })),
);
const AddEventPage = lazy(() =>
  import(/* webpackChunkName: "screen-event-form" */ '../features/events/components/event-form-page').then((m) => ({ default: m.AddEventPage })),
);
const EditEventPage = lazy(() =>
  import(/* webpackChunkName: "screen-event-form" */ '../features/events/components/event-form-page').then((m) => ({ default: m.EditEventPage })),
);
const VenueStatsPage = lazy(() =>
  import(/* webpackChunkName: "screen-venue-stats" */ '../features/stats/components/venue-stats-page').then((m) => ({ default: m.VenueStatsPage })),
);
const SupportContactPage = lazy(() =>
  import(/* webpackChunkName: "screen-support-contact" */ '../features/support/components/support-contact-page').then((m) => ({
    default: m.SupportContactPage,
  })),
);

const ProducerHomePage = lazy(() =>
  import(/* webpackChunkName: "screen-producer-home" */ '../features/home/components/producer-home-page').then((m) => ({ default: m.ProducerHomePage })),
);
const ClaimVenueScreen = lazy(() =>
  import(/* webpackChunkName: "screen-claim-venue" */ './claim-venue-screen').then((m) => ({ default: m.ClaimVenueScreen })),
);
const MyClaimsPage = lazy(() =>
  import(/* webpackChunkName: "screen-my-claims" */ '../features/claims/components/my-claims-page').then((m) => ({ default: m.MyClaimsPage })),
);
const SubscriptionPage = lazy(() =>
  import(/* webpackChunkName: "screen-subscription" */ '../features/billing/components/subscription-page').then((m) => ({ default: m.SubscriptionPage })),
);
const WidgetListPage = lazy(() =>
  import(/* webpackChunkName: "screen-widget-list" */ '../features/widgets/components/widget-list-page').then((m) => ({ default: m.WidgetListPage })),
);
// Its own chunk: echarts (through the ui LineChart) loads on this page only.
const WidgetMetricsPage = lazy(() =>
  import(/* webpackChunkName: "screen-widget-metrics" */ '../features/widgets/components/widget-metrics-page').then((m) => ({
    default: m.WidgetMetricsPage,
  })),
);

const venuePages = () => import(/* webpackChunkName: "screen-venue-forms" */ '../features/venues/components/venue-form-pages');
const VenueSubmissionPage = lazy(() => venuePages().then((m) => ({ default: m.VenueSubmissionPage })));
const VenueEditPage = lazy(() => venuePages().then((m) => ({ default: m.VenueEditPage })));
const VenueOwnersPage = lazy(() => venuePages().then((m) => ({ default: m.VenueOwnersPage })));
// A saved venue's calendar sources (issue 30), under its form; loaded with the form's page.
const CalendarImportsSection = lazy(() =>
  import(/* webpackChunkName: "screen-venue-forms" */ '../features/calendar-imports/components/calendar-imports-section').then((m) => ({
    default: m.CalendarImportsSection,
  })),
);
const calendarSources = (venueId: number) => <CalendarImportsSection venueId={venueId} />;

/**
 * The screens of this remote, matched against the full pathname. The shell hands it `/manage/`, `/manage/events/*`,
 * `/manage/venues/*` (but /manage/venues/claims/), `/manage/stats/`, `/manage/support/submit/`, `/claim/poi/producer/`, `/account/claims/`, `/account/widgets/*`
 * and `/subscription/manage/` (shell/src/app/remote-routes.ts). Every signed-in account loads this remote
 * (REMOTE_AUDIENCE): venue submission, the claim flow, the producer home, My Claims and the contact form need only a sign-in (SignedInArea); every
 * other screen is for producers, zeditors and superusers (ProducerArea). An address without a screen yet answers
 * "Page not found" inside the main region.
 */
export function ProducerRoutes() {
  // The remote's own catalogue, in the shell's language (the shared LanguageContext); its first load suspends here.
  return (
    <Suspense fallback={null}>
      <ProducerIntl>
        <ProducerScreens />
      </ProducerIntl>
    </Suspense>
  );
}

function ProducerScreens() {
  return (
    <Routes>
      {/* Legacy add pages (spec section 2) lead to the new forms; the live-stream one preselects the online type. */}
      <Route path={PRODUCER_SCREEN_PATHS.legacyAddEvent} element={<Navigate replace to={PRODUCER_SCREEN_PATHS.eventAdd} />} />
      <Route path={PRODUCER_SCREEN_PATHS.legacyAddLivestream} element={<Navigate replace to={`${PRODUCER_SCREEN_PATHS.eventAdd}?type=online`} />} />
      <Route path={PRODUCER_SCREEN_PATHS.legacyAddVenue} element={<Navigate replace to={PRODUCER_SCREEN_PATHS.venueAdd} />} />
      {/* Venue submission asks a visitor to log in or register in its own words; any account may submit. */}
      <Route path={PRODUCER_SCREEN_PATHS.venueAdd} element={<VenueSubmissionPage submission="add" />} />
      <Route path={PRODUCER_SCREEN_PATHS.venueSuggest} element={<VenueSubmissionPage submission="suggest" />} />
      <Route element={<SignedInArea />}>
        <Route path={PRODUCER_SCREEN_PATHS.home} element={<ProducerHomePage />} />
        <Route path={PRODUCER_SCREEN_PATHS.support} element={<SupportContactPage />} />
        <Route path={PRODUCER_SCREEN_PATHS.claim} element={<ClaimVenueScreen />} />
        <Route path={PRODUCER_SCREEN_PATHS.myClaims} element={<MyClaimsPage />} />
      </Route>
      <Route element={<StatsArea />}>
        <Route path={PRODUCER_SCREEN_PATHS.venueStats} element={<VenueStatsPage />} />
      </Route>
      <Route element={<ProducerArea />}>
        <Route path={PRODUCER_SCREEN_PATHS.events} element={<EventListPage />} />
        <Route path={PRODUCER_SCREEN_PATHS.eventAdd} element={<AddEventPage />} />
        <Route path={PRODUCER_SCREEN_PATHS.eventEdit} element={<EditEventPage />} />
        <Route path={PRODUCER_SCREEN_PATHS.venues} element={<VenueOwnersPage extras={calendarSources} />} />
        <Route path={PRODUCER_SCREEN_PATHS.venueEdit} element={<VenueEditPage extras={calendarSources} />} />
        <Route path={PRODUCER_SCREEN_PATHS.subscription} element={<SubscriptionPage />} />
        <Route path={PRODUCER_SCREEN_PATHS.widgets} element={<WidgetListPage />} />
        <Route path={PRODUCER_SCREEN_PATHS.widgetAdd} element={<WidgetListPage modal="add" />} />
        <Route path={PRODUCER_SCREEN_PATHS.widgetEdit} element={<WidgetListPage modal="edit" />} />
        <Route path={PRODUCER_SCREEN_PATHS.widgetMetrics} element={<WidgetMetricsPage />} />
        <Route path="*" element={<NotFound LinkComponent={Link} />} />
      </Route>
    </Routes>
  );
}

// The federation exposes `./routes` as a module whose default export is the routes component.
export default ProducerRoutes;
