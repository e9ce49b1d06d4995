import { EDITOR_DESK_PATHS } from '@events/contracts/editor';
import { NavLink, Outlet } from '@events/router';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import { commonMessages } from '../i18n/common-messages';
import './desk.css';

const messages = plainMessages(defineMessages({
  producerRequests: { id: 'editor.desk.producerRequests', defaultMessage: 'Producer Requests' },
  deskNav: { id: 'editor.desk.nav', defaultMessage: 'Moderation desk' },
}));

const TABS = [
  { to: EDITOR_DESK_PATHS.claims, label: messages.producerRequests },
  { to: EDITOR_DESK_PATHS.submissions, label: commonMessages.venueSubmissions },
  { to: EDITOR_DESK_PATHS.mergeProposals, label: commonMessages.proposedMerges },
] as const;

/** The moderation desk: claims, venue submissions and imported events' proposed merges as tabs over one outlet. */
export function DeskLayout() {
  const intl = useAppIntl();
  return (
    <div className="ui-page desk">
      <nav className="desk__tabs" aria-label={intl.formatMessage(messages.deskNav)}>
        <ul>
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to} end className="desk__tab">
                {intl.formatMessage(tab.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
