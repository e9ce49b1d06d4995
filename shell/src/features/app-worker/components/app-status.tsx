import { useStore } from 'zustand';
import { appWorkerStore, applyUpdate } from '../app-worker-store';
import './update-prompt.css';

/**
 * "New version available: reload", once a new deployment's worker is installed and waits. The page keeps running
 * the version it started with until the user chooses to reload, so nothing typed in a form is lost to an update.
 */
export function UpdatePrompt() {
  const waiting = useStore(appWorkerStore, (state) => state.waiting);
  // The status region is always in the page, so a screen reader announces the prompt when it appears.
  return (
    <div role="status" className="update-prompt">
      {waiting !== null && (
        <div className="update-prompt__box">
          <p className="update-prompt__text">New version available:</p>
          <button type="button" className="ui-button" onClick={applyUpdate}>
            Reload
          </button>
        </div>
      )}
    </div>
  );
}
