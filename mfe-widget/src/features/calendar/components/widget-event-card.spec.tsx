/** @jest-environment jsdom */
import type { WidgetCard } from '@events/contracts/widgets';
import { render, screen } from '@testing-library/react';
import { WidgetEventCard } from './widget-event-card';

const CARD: WidgetCard = {
  id: 5,
  name: 'Jazz Night',
  url: 'https://events.example/events/5/jazz-night/?widget=3',
  when: 'Sat, Mar 20, 2027 7:00 PM',
  venue: 'Colonial Theatre',
  city: 'Pittsfield',
  category: 'Music',
  price: 'Free',
  priceTier: 'free',
  online: false,
  status: 'scheduled',
  image: null,
  ics: '/icalendar/event/5/',
};

const renderCard = (card: WidgetCard) => render(<ul>{<WidgetEventCard card={card} />}</ul>);

describe('WidgetEventCard', () => {
  it('flags an event that does not go ahead as planned, above its date', () => {
    renderCard({ ...CARD, status: 'cancelled' });
    const flag = screen.getByText('Cancelled');
    expect(flag.compareDocumentPosition(screen.getByText(CARD.when)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no status for a scheduled event, and Online with no venue for one moved online', () => {
    const { unmount } = renderCard(CARD);
    expect(screen.queryByText(/Cancelled|Postponed|Moved online|Scheduled/)).toBeNull();
    expect(screen.getByText('Colonial Theatre, Pittsfield')).toBeTruthy();
    unmount();
    renderCard({ ...CARD, status: 'moved_online', online: true });
    expect(screen.getByText('Moved online')).toBeTruthy();
    expect(screen.getByText('Online')).toBeTruthy();
  });
});
