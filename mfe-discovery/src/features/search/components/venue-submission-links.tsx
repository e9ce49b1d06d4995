import { VENUE_FORM_PATHS } from '@events/contracts/venue-forms-constants';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { Link } from '@events/router';
import { defineMessages } from '@events/api-client/intl';

const messages = plainMessages(defineMessages({
  text: {
    id: 'discovery.venueSubmission.text',
    defaultMessage: 'Missing a venue? <add>Add a venue</add> or <suggest>Suggest a venue</suggest> to our editors.',
  },
}));

/**
 * Beneath the venue results (and their empty state): the ways to add a venue the catalogue lacks. Adding needs an
 * account (the form asks a visitor to log in or register); a suggestion goes to the editors.
 */
export function VenueSubmissionLinks() {
  const intl = useAppIntl();
  return (
    <p className="listing__submit" data-testid="venue-submission-links">
      {intl.formatMessage(messages.text, {
        add: (chunks) => <Link to={VENUE_FORM_PATHS.add}>{chunks}</Link>,
        suggest: (chunks) => <Link to={VENUE_FORM_PATHS.suggest}>{chunks}</Link>,
      })}
    </p>
  );
}
