/**
 * What the app's service worker (shell/src/service-worker) tells the pages' API client through its answers (issue 32):
 * plain constants, so the client reads them without loading the worker's code.
 */

/**
 * On an API answer the worker takes from its cache because the network failed: when the answer was first received
 * (an HTTP date), so a page can say how old what it shows is.
 */
export const OFFLINE_COPY_HEADER = 'x-offline-copy';

/**
 * The status the worker answers a bookmark with when the network failed and it queued the request, to be sent when
 * the connection returns (Background Sync, else the next start); the body is the state the bookmark will have.
 */
export const QUEUED_OFFLINE_STATUS = 202;

/** On a bookmark's button while the worker holds it (after "Saved" or "Save"). */
export const QUEUED_BOOKMARK_NOTE = ' (waiting for the network)';

/** Over a listing the worker answered from its cache: the time (HH:mm, region time) the results were received. */
export const offlineCopyNote = (time: string) => `Offline: showing results from ${time}`;

/** The app's status while the browser is offline. */
export const OFFLINE_NOTICE = 'You are offline. Pages you have visited still open; bookmarks are sent when you are back, other changes need the network.';

/**
 * The reason of a request that failed while the browser is offline (not a bookmark, which the worker queues): shown
 * where the action's failure is shown, so an action that needs the network says so.
 */
export const OFFLINE_ACTION_MESSAGE = 'You are offline: this needs the network. Try again once you are connected.';

/** The `code` of the API client's error for a request that failed while the browser is offline. */
export const OFFLINE_ERROR_CODE = 'offline';
