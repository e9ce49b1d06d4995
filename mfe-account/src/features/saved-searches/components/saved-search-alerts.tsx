import { feedLinksOf } from '@events/contracts/alerts';
import type { SavedSearch } from '@events/contracts/saved-searches';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useId, useState } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { PushToThisDevice } from '../../../components/push-to-this-device';
import { revokeSavedSearchFeed } from '../api/revoke-saved-search-feed';
import { setSavedSearchAlerts } from '../api/set-saved-search-alerts';

// libs/contracts ALERT_MESSAGES' words for the list, in the reader's language.
const messages = plainMessages(defineMessages({
  alertsSwitch: { id: 'account.alerts.switch', defaultMessage: 'E-mail alerts' },
  forSearch: { id: 'account.alerts.forSearch', defaultMessage: 'for {title}' },
  subscribeCalendar: { id: 'account.alerts.subscribeCalendar', defaultMessage: 'Subscribe in your calendar' },
  subscribeCalendarLabel: { id: 'account.alerts.subscribeCalendarLabel', defaultMessage: 'Subscribe in your calendar: {title}' },
  rss: { id: 'account.alerts.rss', defaultMessage: 'RSS' },
  rssLabel: { id: 'account.alerts.rssLabel', defaultMessage: 'RSS: {title}' },
  revokeFeeds: { id: 'account.alerts.revokeFeeds', defaultMessage: 'Revoke feed links' },
  feedsRevoked: { id: 'account.alerts.feedsRevoked', defaultMessage: 'New feed links made; the old ones no longer work.' },
  switchFailed: { id: 'account.alerts.switchFailed', defaultMessage: 'Failed to change alerts. Please try your request again.' },
  revokeFailed: { id: 'account.alerts.revokeFailed', defaultMessage: 'Failed to revoke feed links. Please try your request again.' },
}));

export type SavedSearchAlertsProps = { search: SavedSearch; title: string };

/**
 * A saved search's alerts and feeds (issue 18): the e-mail alert switch (is_active; restored on failure), the push
 * switch of this browser (issue 32), its private calendar (webcal) and RSS addresses, and a revoke that replaces them.
 */
export function SavedSearchAlerts({ search, title }: SavedSearchAlertsProps) {
  const intl = useAppIntl();
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
      setMessage({ text: intl.formatMessage(messages.switchFailed), error: true });
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
      setMessage({ text: intl.formatMessage(messages.feedsRevoked), error: false });
    } catch {
      setMessage({ text: intl.formatMessage(messages.revokeFailed), error: true });
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
          {intl.formatMessage(messages.alertsSwitch)}
          <span className="ui-visually-hidden"> {intl.formatMessage(messages.forSearch, { title })}</span>
        </label>
      </span>
      <PushToThisDevice searchId={search.id} title={title} />
      <span className="saved-search__feeds">
        <a href={links.webcal} aria-label={intl.formatMessage(messages.subscribeCalendarLabel, { title })}>
          {intl.formatMessage(messages.subscribeCalendar)}
        </a>
        <a href={links.rss} aria-label={intl.formatMessage(messages.rssLabel, { title })}>
          {intl.formatMessage(messages.rss)}
        </a>
        <button type="button" className="ui-button ui-button--secondary saved-search__revoke" disabled={busy} onClick={() => void revoke()}>
          {intl.formatMessage(messages.revokeFeeds)}
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
