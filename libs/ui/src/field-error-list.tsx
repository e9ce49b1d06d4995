/**
 * A field's messages under it, in the spec's words, one item each; `id` ties them to the field (aria-describedby).
 * Nothing when there are none.
 */
export function FieldErrorList({ id, messages, role }: { id?: string | undefined; messages: readonly string[]; role?: 'alert' }) {
  if (messages.length === 0) return null;
  return (
    <ul id={id} className="ui-field__errors" role={role}>
      {messages.map((message, i) => (
        <li key={`${i}-${message}`}>{message}</li>
      ))}
    </ul>
  );
}
