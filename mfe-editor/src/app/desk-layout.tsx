import { EDITOR_DESK_PATHS } from '@events/contracts/editor';
import { NavLink, Outlet } from '@events/router';
import './desk.css';

const TABS = [
  { to: EDITOR_DESK_PATHS.claims, label: 'Producer Requests' },
  { to: EDITOR_DESK_PATHS.submissions, label: 'Venue Submissions' },
  { to: EDITOR_DESK_PATHS.mergeProposals, label: 'Proposed Merges' },
] as const;

/** The moderation desk: claims, venue submissions and imported events' proposed merges as tabs over one outlet. */
export function DeskLayout() {
  return (
    <div className="ui-page desk">
      <nav className="desk__tabs" aria-label="Moderation desk">
        <ul>
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to} end className="desk__tab">
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
