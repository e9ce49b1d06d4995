import type { ButtonHTMLAttributes } from 'react';

export type BusyButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean; variant?: 'primary' | 'secondary' };

/**
 * A button (libs/ui's styles) whose action is running, a sync taking several seconds: it says so (aria-busy, a
 * spinner) and ignores presses meanwhile, but stays enabled (aria-disabled), so the keyboard focus stays on it.
 * (libs/ui's Button disables itself while busy, and a disabled button loses the focus.)
 */
export function BusyButton({ busy, variant = 'primary', type = 'button', onClick, children, className, ...rest }: BusyButtonProps) {
  const classes = ['ui-button', variant === 'secondary' && 'ui-button--secondary', 'calendar-imports__busy-button', className].filter(Boolean).join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {busy && <span className="ui-spinner calendar-imports__button-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
