import { NotFound } from '@events/ui/not-found';
import { Link, Route, Routes } from 'react-router';
import { EventsPage } from '../features/events/components/events-page';
import { HomePage } from '../features/home/components/home-page';
import { VenuesPage } from '../features/venues/components/venues-page';

/**
 * The screens of this remote, matched against the full pathname. The shell hands it `/`, `/events/*`
 * and `/venues/*` (shell/src/app/route-table.ts); any other address under them is "Page not found".
 */
export function DiscoveryRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/events/" element={<EventsPage />} />
      <Route path="/venues/" element={<VenuesPage />} />
      <Route path="*" element={<NotFound LinkComponent={Link} />} />
    </Routes>
  );
}

// The federation exposes `./routes` as a module whose default export is the routes component.
export default DiscoveryRoutes;
