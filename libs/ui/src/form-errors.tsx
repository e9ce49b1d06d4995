import { useMessagesInLanguage } from './form-messages.js';

export type FormErrorsProps = {
  /** Messages to list; nothing is rendered when empty. */
  messages: readonly string[];
  id?: string;
  /** Visible heading of the list, e.g. "Please fix the following:". */
  title?: string;
};

/**
 * Errors of a whole form (the server's nonFieldErrors and the like), listed and announced as an alert; contract
 * messages in the reader's language (useMessagesInLanguage).
 */
export function FormErrors({ messages, id, title }: FormErrorsProps) {
  const worded = useMessagesInLanguage(messages);
  if (worded.length === 0) return null;
  return (
    <div id={id} className="ui-form-errors" role="alert">
      {title && <p className="ui-form-errors__title">{title}</p>}
      <ul className="ui-form-errors__list">
        {worded.map((message, i) => (
          <li key={`${i}-${message}`}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
