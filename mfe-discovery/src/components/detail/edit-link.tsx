import { useUserContext } from '@events/api-client/use-session';
import { managesVenue } from '@events/api-client/venue-management';
import { Link } from '@events/router';
import { useWidgetContext } from '../../hooks/use-widget-context';

export type EditLinkProps = {
  /** The item's form (mfe-producer). */
  to: string;
  /** The venue whose managers may open it (an event's venue; null for an event without one). */
  venueId: number | null;
  /** "Edit venue", "Edit event". */
  label: string;
};

/**
 * Where the signed-in user may change what they look at (its venue's producer, zeditors and superusers), a link to
 * its form among the page's actions. Hidden in a widget context.
 */
export function EditLink({ to, venueId, label }: EditLinkProps) {
  const user = useUserContext();
  const inWidget = useWidgetContext();
  if (inWidget || !managesVenue(user, venueId)) return null;
  return (
    <Link to={to} className="detail-action">
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false" className="detail-action__icon">
        <path d="M11.7 1.3a1 1 0 0 1 1.4 0l1.6 1.6a1 1 0 0 1 0 1.4L5.4 13.6 1.5 14.5l.9-3.9 9.3-9.3zM3.3 11.2l-.4 1.9 1.9-.4 7.6-7.6-1.5-1.5-7.6 7.6z" />
      </svg>
      {label}
    </Link>
  );
}
