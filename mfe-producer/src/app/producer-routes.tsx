import { NotFound } from '@events/ui/not-found';
import { lazy, Suspense } from 'react';
import { Link, Navigate, Route, Routes } from '@events/router';
import { ProducerArea, SignedInArea, StatsArea } from '../components/producer-area';
import { ProducerIntl } from '../i18n/producer-intl';

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
      <Route path="/add/event/" element={<Navigate replace to="/manage/events/add/" />} />
      <Route path="/add/livestream/" element={<Navigate replace to="/manage/events/add/?type=online" />} />
      <Route path="/add/poi/" element={<Navigate replace to="/manage/venues/add/" />} />
      {/* Venue submission asks a visitor to log in or register in its own words; any account may submit. */}
      <Route path="/manage/venues/add/" element={<VenueSubmissionPage submission="add" />} />
      <Route path="/manage/venues/suggest/" element={<VenueSubmissionPage submission="suggest" />} />
      <Route element={<SignedInArea />}>
        <Route path="/manage/" element={<ProducerHomePage />} />
        <Route path="/manage/support/submit/" element={<SupportContactPage />} />
        <Route path="/claim/poi/producer/" element={<ClaimVenueScreen />} />
        <Route path="/account/claims/" element={<MyClaimsPage />} />
      </Route>
      <Route element={<StatsArea />}>
        <Route path="/manage/stats/" element={<VenueStatsPage />} />
      </Route>
      <Route element={<ProducerArea />}>
        <Route path="/manage/events/" element={<EventListPage />} />
        <Route path="/manage/events/add/" element={<AddEventPage />} />
        <Route path="/manage/events/edit/:id/" element={<EditEventPage />} />
        <Route path="/manage/venues/" element={<VenueOwnersPage extras={calendarSources} />} />
        <Route path="/manage/venues/edit/:id/" element={<VenueEditPage extras={calendarSources} />} />
        <Route path="/subscription/manage/" element={<SubscriptionPage />} />
        <Route path="/account/widgets/" element={<WidgetListPage />} />
        <Route path="/account/widgets/add/" element={<WidgetListPage modal="add" />} />
        <Route path="/account/widgets/edit/:id/" element={<WidgetListPage modal="edit" />} />
        <Route path="/account/widgets/:id/metrics/" element={<WidgetMetricsPage />} />
        <Route path="*" element={<NotFound LinkComponent={Link} />} />
      </Route>
    </Routes>
  );
}

// The federation exposes `./routes` as a module whose default export is the routes component.
export default ProducerRoutes;
