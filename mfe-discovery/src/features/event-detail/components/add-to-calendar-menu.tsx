import { CALENDAR_PROVIDERS, calendarLinks, icsFilePath, type CalendarEntry } from '@events/domain/calendar-links';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { MenuButton, type MenuLinkItem } from '@events/ui/menu-button';
import { defineMessages } from '@events/api-client/intl';

const messages = plainMessages(defineMessages({
  add: { id: 'discovery.addToCalendar.button', defaultMessage: 'Add to Calendar' },
  ics: { id: 'discovery.addToCalendar.ics', defaultMessage: 'Download .ics' },
}));

export type AddToCalendarMenuProps = {
  eventId: number;
  /** The occurrence to add (the one in progress or the next); without one only the .ics file is offered. */
  entry: CalendarEntry | null;
  className?: string;
};

/**
 * "Add to Calendar": links for Google, Outlook.com, Office 365 and Yahoo (new tabs; the description trimmed to
 * 500 characters plus an ellipsis, then the page URL) and the event's .ics file (GET /icalendar/event/{id}/).
 */
export function AddToCalendarMenu({ eventId, entry, className }: AddToCalendarMenuProps) {
  const intl = useAppIntl();
  const items: MenuLinkItem[] = [];
  if (entry) {
    const links = calendarLinks(entry);
    for (const provider of CALENDAR_PROVIDERS) items.push({ id: provider.id, label: provider.label, href: links[provider.id], newTab: true });
  }
  items.push({ id: 'ics', label: intl.formatMessage(messages.ics), href: icsFilePath(eventId) });
  return (
    <div className={['detail-calendar', className].filter(Boolean).join(' ')} data-testid="add-to-calendar">
      <MenuButton
        label={
          <>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false" className="detail-action__icon">
              <path d="M4 1v2H2v12h12V3h-2V1h-1.5v2h-5V1zM3.5 6.5h9v7h-9z" />
            </svg>
            <span>{intl.formatMessage(messages.add)}</span>
          </>
        }
        items={items}
        buttonClassName="detail-action"
      />
    </div>
  );
}
