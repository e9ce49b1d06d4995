import { ALERT_MESSAGES, feedLinksOf } from '@events/contracts/alerts';
import type { SavedSearch } from '@events/contracts/saved-searches';
import { useId, useState } from 'react';
import { PushToThisDevice } from '../../../components/push-to-this-device';
import { revokeSavedSearchFeed } from '../api/revoke-saved-search-feed';
import { setSavedSearchAlerts } from '../api/set-saved-search-alerts';

export type SavedSearchAlertsProps = { search: SavedSearch; title: string };

/**
 * A saved search's alerts and feeds (issue 18): the e-mail alert switch (is_active; restored on failure), the push
 * switch of this browser (issue 32), its private calendar (webcal) and RSS addresses, and a revoke that replaces them.
 */
export function SavedSearchAlerts({ search, title }: SavedSearchAlertsProps) {
  const [active, setActive] = useState(search.isActive);
  const [token, setToken] = useState(search.feedToken);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const switchId = useId();
  const links = feedLinksOf(token, window.location.origin);

  const toggle = async (next: boolean) => {
    setActive(next);
    setBusy(true);
    setMessage(null);
    try {
      const saved = await setSavedSearchAlerts(search.id, next);
      setActive(saved.isActive);
    } catch {
      setActive(!next);
      setMessage({ text: ALERT_MESSAGES.switchFailed, error: true });
    } finally {
      setBusy(false);
    }
  };

  const revoke = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const saved = await revokeSavedSearchFeed(search.id);
      setToken(saved.feedToken);
      setMessage({ text: ALERT_MESSAGES.feedsRevoked, error: false });
    } catch {
      setMessage({ text: ALERT_MESSAGES.revokeFailed, error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="saved-search__alerts" data-testid="saved-search-alerts">
      <span className="saved-search__switch">
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          checked={active}
          disabled={busy}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <label htmlFor={switchId}>
          {ALERT_MESSAGES.alertsSwitch}
          <span className="ui-visually-hidden"> for {title}</span>
        </label>
      </span>
      <PushToThisDevice searchId={search.id} title={title} />
      <span className="saved-search__feeds">
        <a href={links.webcal} aria-label={`${ALERT_MESSAGES.subscribeCalendar}: ${title}`}>
          {ALERT_MESSAGES.subscribeCalendar}
        </a>
        <a href={links.rss} aria-label={`${ALERT_MESSAGES.rss}: ${title}`}>
          {ALERT_MESSAGES.rss}
        </a>
        <button type="button" className="ui-button ui-button--secondary saved-search__revoke" disabled={busy} onClick={() => void revoke()}>
          {ALERT_MESSAGES.revokeFeeds}
        </button>
      </span>
      {message && (
        <p className={message.error ? 'saved-item__error' : 'saved-search__notice'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </div>
  );
}
