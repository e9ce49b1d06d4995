export type FormErrorsProps = {
  /** Messages to list; nothing is rendered when empty. */
  messages: readonly string[];
  id?: string;
  /** Visible heading of the list, e.g. "Please fix the following:". */
  title?: string;
};

/** Errors of a whole form (the server's nonFieldErrors and the like), listed and announced as an alert. */
export function FormErrors({ messages, id, title }: FormErrorsProps) {
  if (messages.length === 0) return null;
  return (
    <div id={id} className="ui-form-errors" role="alert">
      {title && <p className="ui-form-errors__title">{title}</p>}
      <ul className="ui-form-errors__list">
        {messages.map((message, i) => (
          <li key={`${i}-${message}`}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
