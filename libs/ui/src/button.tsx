import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  /** A running action: the button is disabled and says so (aria-busy), its label may change meanwhile. */
  busy?: boolean;
  /** Full width of its container (forms in a narrow modal). */
  block?: boolean;
};

const VARIANT_CLASS: Record<ButtonVariant, string> = {
  primary: 'ui-button',
  secondary: 'ui-button ui-button--secondary',
  link: 'ui-link-button',
};

/** A button in the design system's styles; `type` defaults to "button" so it never submits by accident. */
export function Button({ variant = 'primary', busy = false, block = false, className, type = 'button', disabled, ...rest }: ButtonProps) {
  const classes = [VARIANT_CLASS[variant], block && 'ui-button--block', className].filter(Boolean).join(' ');
  return <button {...rest} type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} />;
}
