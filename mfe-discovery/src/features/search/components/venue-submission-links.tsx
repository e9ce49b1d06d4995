import { VENUE_FORM_PATHS } from '@events/contracts/venue-forms-constants';
import { Link } from '@events/router';

/**
 * Beneath the venue results (and their empty state): the ways to add a venue the catalogue lacks. Adding needs an
 * account (the form asks a visitor to log in or register); a suggestion goes to the editors.
 */
export function VenueSubmissionLinks() {
  return (
    <p className="listing__submit" data-testid="venue-submission-links">
      Missing a venue? <Link to={VENUE_FORM_PATHS.add}>Add a venue</Link> or <Link to={VENUE_FORM_PATHS.suggest}>Suggest a venue</Link> to our
      editors.
    </p>
  );
}
