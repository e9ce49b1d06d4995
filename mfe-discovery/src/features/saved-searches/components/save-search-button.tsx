import { useAuthPrompt, useSessionStatus } from '@events/api-client/use-session';
import type { SavedSearch } from '@events/contracts/saved-searches';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { lazy, Suspense, useState } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { localToday } from '../../../utils/date-range';
import { listingHref, type SearchState } from '../../../utils/search-state';
import './save-search.css';

const messages = plainMessages(defineMessages({
  button: { id: 'discovery.saveSearch.button', defaultMessage: 'Save search' },
}));

// The dialog (and the design system's Radix dialog) is fetched when first opened, not with the listing.
const SaveSearchDialog = lazy(() => import('./save-search-dialog').then((m) => ({ default: m.SaveSearchDialog })));
// The feed links show after a save only; their addresses come from the alerts contracts, which bring zod.
const SavedSearchFeedLinks = lazy(() => import('./saved-search-feed-links').then((m) => ({ default: m.SavedSearchFeedLinks })));

/**
 * "Save search" on the events listing: opens the saved-search dialog for the listing's current state; an
 * anonymous visitor gets the registration prompt, coming back to this listing afterwards. Focus returns to the
 * button when the dialog closes. After a save, the search's calendar and RSS feed links show beside it.
 */
export function SaveSearchButton({ state }: { state: SearchState }) {
  const intl = useAppIntl();
  const status = useSessionStatus();
  const { open: openPrompt } = useAuthPrompt();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<SavedSearch | null>(null);
  if (state.widget) return null;
  return (
    <>
      <button
        type="button"
        className="ui-button ui-button--secondary save-search__button"
        onClick={() => {
          if (status === 'authenticated') setOpen(true);
          else openPrompt({ mode: 'register', next: listingHref(state, 'events') });
        }}
        data-testid="save-search-button"
      >
        {intl.formatMessage(messages.button)}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog state={state} today={localToday()} onClose={() => setOpen(false)} onSaved={setSaved} />
        </Suspense>
      )}
      {saved && (
        <Suspense fallback={null}>
          <SavedSearchFeedLinks search={saved} />
        </Suspense>
      )}
    </>
  );
}
