import { OFFLINE_NOTICE } from '@events/contracts/app-worker';
import { useStore } from 'zustand';
import { appWorkerStore, applyUpdate } from '../app-worker-store';
import './app-status.css';

/**
 * The app's own state, at the bottom of the window: that the browser is offline (what was visited still opens; what
 * needs the network says so when tried), and "New version available: reload" once a new deployment's worker is
 * installed and waits. The page keeps running the version it started with until the user chooses to reload, so
 * nothing typed in a form is lost to an update.
 */
export function AppStatus() {
  const waiting = useStore(appWorkerStore, (state) => state.waiting);
  const offline = useStore(appWorkerStore, (state) => state.offline);
  // The status region is always in the page, so a screen reader announces what appears in it.
  return (
    <div role="status" className="app-status">
      {offline && (
        <div className="app-status__box app-status__box--offline">
          <p className="app-status__text">{OFFLINE_NOTICE}</p>
        </div>
      )}
      {waiting !== null && (
        <div className="app-status__box">
          <p className="app-status__text">New version available:</p>
          <button type="button" className="ui-button" onClick={applyUpdate}>
            Reload
          </button>
        </div>
      )}
    </div>
  );
}
