import { CountedTextField, type CountedTextFieldProps } from './counted-text-field.js';

export type UrlFieldProps = Omit<CountedTextFieldProps, 'rows' | 'type' | 'inputMode'>;

/**
 * An http(s) address (spec section 5): a text input (not type="url", so the browser's own check never stands
 * in for the spec's messages, which come from requiredHttpUrl / optionalHttpUrl of @events/contracts), with the
 * URL keyboard on phones and a counter when there is a maximum.
 */
export function UrlField({ placeholder = 'https://', autoComplete = 'url', spellCheck = false, ...props }: UrlFieldProps) {
  return <CountedTextField {...props} type="text" inputMode="url" placeholder={placeholder} autoComplete={autoComplete} spellCheck={spellCheck} />;
}
