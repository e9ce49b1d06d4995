import { useMessagesInLanguage } from './form-messages.js';

/**
 * A field's messages under it, in the spec's words (in the reader's language: useMessagesInLanguage), one item
 * each; `id` ties them to the field (aria-describedby). Nothing when there are none.
 */
export function FieldErrorList({ id, messages, role }: { id?: string | undefined; messages: readonly string[]; role?: 'alert' }) {
  const worded = useMessagesInLanguage(messages);
  if (worded.length === 0) return null;
  return (
    <ul id={id} className="ui-field__errors" role={role}>
      {worded.map((message, i) => (
        <li key={`${i}-${message}`}>{message}</li>
      ))}
    </ul>
  );
}
