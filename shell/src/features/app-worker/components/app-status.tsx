import { useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import { useStore } from 'zustand';
import { appWorkerStore, applyUpdate } from '../app-worker-store';
import './app-status.css';

const messages = defineMessages({
  // libs/contracts OFFLINE_NOTICE, in the reader's language.
  offline: {
    id: 'shell.appStatus.offline',
    defaultMessage: 'You are offline. Pages you have visited still open; bookmarks are sent when you are back, other changes need the network.',
  },
  newVersion: { id: 'shell.appStatus.newVersion', defaultMessage: 'New version available:' },
  reload: { id: 'shell.appStatus.reload', defaultMessage: 'Reload' },
});

/**
 * The app's own state, at the bottom of the window: that the browser is offline (what was visited still opens; what
 * needs the network says so when tried), and "New version available: reload" once a new deployment's worker is
 * installed and waits. The page keeps running the version it started with until the user chooses to reload, so
 * nothing typed in a form is lost to an update.
 */
export function AppStatus() {
  const intl = useAppIntl();
  const waiting = useStore(appWorkerStore, (state) => state.waiting);
  const offline = useStore(appWorkerStore, (state) => state.offline);
  // The status region is always in the page, so a screen reader announces what appears in it.
  return (
    <div role="status" className="app-status">
      {offline && (
        <div className="app-status__box app-status__box--offline">
          <p className="app-status__text">{intl.formatMessage(messages.offline)}</p>
        </div>
      )}
      {waiting !== null && (
        <div className="app-status__box">
          <p className="app-status__text">{intl.formatMessage(messages.newVersion)}</p>
          <button type="button" className="ui-button" onClick={applyUpdate}>
            {intl.formatMessage(messages.reload)}
          </button>
        </div>
      )}
    </div>
  );
}
