import { TextField, type TextFieldProps } from './text-field.js';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'required'> & {
  /** 'current' proves who is signing in or confirming; 'new' sets one (a password manager offers to create it). */
  purpose: 'current' | 'new';
};

/** A required, masked password input with the autocomplete hint that lets a password manager fill it. */
export function PasswordField({ purpose, ...field }: PasswordFieldProps) {
  return <TextField {...field} type="password" autoComplete={`${purpose}-password`} required />;
}
