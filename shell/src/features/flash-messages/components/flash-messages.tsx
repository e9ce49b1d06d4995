import type { FlashLevel } from '@events/contracts/flash-messages';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages, type MessageDescriptor } from '@events/api-client/intl';
import { useFlashMessages } from '../hooks/use-flash-messages';
import './flash-messages.css';

const messages = defineMessages({
  info: { id: 'shell.flash.info', defaultMessage: 'Information:' },
  success: { id: 'shell.flash.success', defaultMessage: 'Success:' },
  warning: { id: 'shell.flash.warning', defaultMessage: 'Warning:' },
  error: { id: 'shell.flash.error', defaultMessage: 'Error:' },
  dismiss: { id: 'shell.flash.dismiss', defaultMessage: 'Dismiss message' },
});

/** Read before the message, so the level is not told by colour alone. */
const LEVEL_LABEL: Readonly<Record<FlashLevel, MessageDescriptor>> = {
  INFO: messages.info,
  SUCCESS: messages.success,
  WARNING: messages.warning,
  ERROR: messages.error,
};

/** Between the level and the message. */
const SPACE = ' ';

/** The dismiss button's mark (its name is its label). */
const CLOSE_SYMBOL = '×';

/**
 * The flash-message banner under the header: one dismissible notice per message, in its level's colours. The status
 * region is always in the page, so a screen reader announces a message as it arrives.
 */
export function FlashMessages() {
  const intl = useAppIntl();
  const { messages: flashes, dismiss } = useFlashMessages();
  return (
    <div role="status" className="flash-messages" data-testid="flash-messages">
      {flashes.map((message) => (
        <div key={message.key} className={`flash-message flash-message--${message.level.toLowerCase()}`}>
          <p className="flash-message__text">
            <span className="ui-visually-hidden">
              {intl.formatMessage(LEVEL_LABEL[message.level])}
              {SPACE}
            </span>
            {message.msg}
          </p>
          <button type="button" className="flash-message__dismiss" aria-label={intl.formatMessage(messages.dismiss)} onClick={() => dismiss(message.key)}>
            <span aria-hidden="true">{CLOSE_SYMBOL}</span>
          </button>
        </div>
      ))}
    </div>
  );
}
