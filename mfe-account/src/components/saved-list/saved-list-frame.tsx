import type { SearchLocation } from '@events/domain/search-location';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { LocationPicker } from '@events/ui/location-picker';
import { MenuButton } from '@events/ui/menu-button';
import type { ReactNode } from 'react';
import { useNavigate } from '@events/router';
import { defineMessages } from '@events/api-client/intl';
import { orderingLabel } from '../../i18n/shared-messages';
import './saved-list.css';

const messages = plainMessages(defineMessages({
  distanceFrom: { id: 'account.savedList.distanceFrom', defaultMessage: 'Distance from' },
  sortBy: { id: 'account.savedList.sortBy', defaultMessage: 'Sort by: {ordering}' },
}));

type Ordering<O extends string> = { readonly value: O; readonly label: string };

export type SavedListFrameProps<O extends string> = {
  heading: string;
  orderings: readonly Ordering<O>[];
  current: O;
  /** The list's address in another ordering (page 1). */
  orderingHref: (ordering: O) => string;
  /** The location choice, for lists that measure distances; omitted for saved searches. */
  location?: { value: SearchLocation | null; onChange: (location: SearchLocation) => void };
  children: ReactNode;
};

/** A saved list's page: its heading, the sort menu (a menu of links, the ordering lives in the address), the location choice. */
export function SavedListFrame<O extends string>({ heading, orderings, current, orderingHref, location, children }: SavedListFrameProps<O>) {
  const intl = useAppIntl();
  const navigate = useNavigate();
  const currentOrdering = orderings.find((o) => o.value === current) ?? orderings[0];
  const currentLabel = currentOrdering ? orderingLabel(intl, currentOrdering) : '';
  return (
    <div className="saved-list">
      <div className="saved-list__top">
        <h1 className="saved-list__title" data-testid="saved-list-heading">
          {heading}
        </h1>
        <div className="saved-list__controls">
          {location && <LocationPicker value={location.value} onChange={location.onChange} label={intl.formatMessage(messages.distanceFrom)} className="saved-list__location" />}
          <MenuButton
            label={intl.formatMessage(messages.sortBy, { ordering: currentLabel })}
            items={orderings.map((o) => ({ id: o.value, label: orderingLabel(intl, o), href: orderingHref(o.value) }))}
            onItemClick={(item, event) => {
              event.preventDefault();
              void navigate(item.href);
            }}
          />
        </div>
      </div>
      {children}
    </div>
  );
}
