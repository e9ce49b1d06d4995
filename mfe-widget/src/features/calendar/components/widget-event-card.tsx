import { eventStatusFlag } from '@events/contracts/event-status';
import type { WidgetCard } from '@events/contracts/widgets';

export type WidgetEventCardProps = {
  card: WidgetCard;
  /** Called when the visitor opens the event page (counted as an event impression). */
  onOpen?: (eventId: number) => void;
};

/**
 * One event of the widget: the same markup on the server and in the browser. The event page opens in a new tab: it
 * may not be framed by other sites, and its back link (`?widget=`) leads to this widget's page. "Add to calendar"
 * downloads the event's .ics file, which every calendar app opens.
 */
export function WidgetEventCard({ card, onOpen }: WidgetEventCardProps) {
  const place = card.online ? 'Online' : [card.venue, card.city].filter((part) => part !== '').join(', ');
  const facts = [card.category, card.price].filter((part) => part !== '').join(' · ');
  const statusFlag = eventStatusFlag(card.status);
  return (
    <li className="wc-card" data-event-id={card.id}>
      {card.image ? <img className="wc-card__image" src={card.image} alt="" width={96} height={48} loading="lazy" /> : null}
      <div className="wc-card__body">
        <h2 className="wc-card__name">
          <a href={card.url} target="_blank" rel="noopener" onClick={onOpen ? () => onOpen(card.id) : undefined}>
            {card.name}
          </a>
        </h2>
        {statusFlag !== null ? <p className="wc-card__status">{statusFlag}</p> : null}
        {card.when !== '' ? <p className="wc-card__when">{card.when}</p> : null}
        {place !== '' ? <p className="wc-card__place">{place}</p> : null}
        {facts !== '' ? <p className="wc-card__facts">{facts}</p> : null}
        <p className="wc-card__actions">
          <a href={card.ics} download aria-label={`Add to calendar: ${card.name}`}>
            Add to calendar
          </a>
        </p>
      </div>
    </li>
  );
}
