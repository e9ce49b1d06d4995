import type { FlashLevel } from '@events/contracts/flash-messages';
import { useFlashMessages } from '../hooks/use-flash-messages';
import './flash-messages.css';

/** Read before the message, so the level is not told by colour alone. */
const LEVEL_LABEL: Readonly<Record<FlashLevel, string>> = { INFO: 'Information', SUCCESS: 'Success', WARNING: 'Warning', ERROR: 'Error' };

/**
 * The flash-message banner under the header: one dismissible notice per message, in its level's colours. The status
 * region is always in the page, so a screen reader announces a message as it arrives.
 */
export function FlashMessages() {
  const { messages, dismiss } = useFlashMessages();
  return (
    <div role="status" className="flash-messages" data-testid="flash-messages">
      {messages.map((message) => (
        <div key={message.key} className={`flash-message flash-message--${message.level.toLowerCase()}`}>
          <p className="flash-message__text">
            <span className="ui-visually-hidden">{`${LEVEL_LABEL[message.level]}: `}</span>
            {message.msg}
          </p>
          <button type="button" className="flash-message__dismiss" aria-label="Dismiss message" onClick={() => dismiss(message.key)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
