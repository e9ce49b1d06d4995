import type { EventStatus } from '@events/contracts/event-status';
import type { PriceTier } from '@events/contracts/reference';
import type { WidgetCard } from '@events/contracts/widgets';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessage, defineMessages, type MessageDescriptor } from '@events/api-client/intl';

const messages = defineMessages({
  online: { id: 'widget.card.online', defaultMessage: 'Online' },
  addToCalendar: { id: 'widget.card.addToCalendar', defaultMessage: 'Add to calendar' },
  cancelled: { id: 'widget.card.status.cancelled', defaultMessage: 'Cancelled' },
  postponed: { id: 'widget.card.status.postponed', defaultMessage: 'Postponed' },
  movedOnline: { id: 'widget.card.status.movedOnline', defaultMessage: 'Moved online' },
  free: { id: 'widget.card.price.free', defaultMessage: 'Free' },
  low: { id: 'widget.card.price.low', defaultMessage: 'Under $25' },
  medium: { id: 'widget.card.price.medium', defaultMessage: '$25–$75' },
  high: { id: 'widget.card.price.high', defaultMessage: 'Over $75' },
});

const addToCalendarLabel = defineMessage<{ name: string }>({ id: 'widget.card.addToCalendarLabel', defaultMessage: 'Add to calendar: {name}' });

/** The label a card shows above the date: none while the event goes ahead as planned. */
const STATUS_FLAGS: Readonly<Record<EventStatus, MessageDescriptor | null>> = {
  scheduled: null,
  cancelled: messages.cancelled,
  postponed: messages.postponed,
  moved_online: messages.movedOnline,
};

/** Each price tier's words (the server's `price` is English). */
const PRICES: Readonly<Record<PriceTier, MessageDescriptor>> = { free: messages.free, low: messages.low, medium: messages.medium, high: messages.high };

export type WidgetEventCardProps = {
  card: WidgetCard;
  /** Called when the visitor opens the event page (counted as an event impression). */
  onOpen?: (eventId: number) => void;
};

/**
 * One event of the widget: the same markup on the server and in the browser. The event page opens in a new tab: it
 * may not be framed by other sites, and its back link (`?widget=`) leads to this widget's page. "Add to calendar"
 * downloads the event's .ics file, which every calendar app opens. Its words are in the widget's language; the
 * event's name, place and category are the producer's and the catalogue's.
 */
export function WidgetEventCard({ card, onOpen }: WidgetEventCardProps) {
  const intl = useAppIntl();
  const place = card.online ? intl.formatMessage(messages.online) : [card.venue, card.city].filter((part) => part !== '').join(', ');
  const tier = PRICES[card.priceTier] as MessageDescriptor | undefined;
  const price = tier ? intl.formatMessage(tier) : card.price;
  const facts = [card.category, price].filter((part) => part !== '').join(' · ');
  const status = STATUS_FLAGS[card.status];
  return (
    <li className="wc-card" data-event-id={card.id}>
      {card.image ? <img className="wc-card__image" src={card.image} alt="" width={96} height={48} loading="lazy" /> : null}
      <div className="wc-card__body">
        <h2 className="wc-card__name">
          <a href={card.url} target="_blank" rel="noopener" onClick={onOpen ? () => onOpen(card.id) : undefined}>
            {card.name}
          </a>
        </h2>
        {status ? <p className="wc-card__status">{intl.formatMessage(status)}</p> : null}
        {card.when !== '' ? <p className="wc-card__when">{card.when}</p> : null}
        {place !== '' ? <p className="wc-card__place">{place}</p> : null}
        {facts !== '' ? <p className="wc-card__facts">{facts}</p> : null}
        <p className="wc-card__actions">
          <a href={card.ics} download aria-label={intl.formatMessage(addToCalendarLabel, { name: card.name })}>
            {intl.formatMessage(messages.addToCalendar)}
          </a>
        </p>
      </div>
    </li>
  );
}
