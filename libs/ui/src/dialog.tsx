import * as RadixDialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { useAppIntl } from './i18n/app-intl.js';

const messages = defineMessages({
  close: { id: 'ui.dialog.close', defaultMessage: 'Close' },
});

/** The close button's face: a symbol, named by its label. */
const CLOSE_SYMBOL = '×';

export type DialogProps = {
  open: boolean;
  /** Called for Escape, the close button and a click outside; the owner sets `open` to false. */
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: string;
  closeLabel?: string;
  className?: string;
  /** Where focus goes when it closes; default: what had focus when it opened. */
  returnFocusTo?: HTMLElement | null;
  children: ReactNode;
};

/**
 * A modal dialog on Radix's Dialog primitive: focus is trapped inside and the rest of the page is hidden from
 * assistive technology, Escape and a click outside close it, and focus returns to the element that was focused
 * when it opened. An element marked `data-autofocus` (a form's first field) receives focus on open.
 */
export function Dialog({ open, onClose, title, closeLabel, className, returnFocusTo, children }: DialogProps) {
  const intl = useAppIntl();
  // Opened from anywhere (not only a Radix trigger): what had focus when the dialog first rendered gets it back.
  // No document on the server (a page rendered there, issue 29): nothing had focus.
  const [returnFocus] = useState(() => (typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null));
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-dialog__overlay" />
        <RadixDialog.Content
          className={['ui-dialog', className].filter(Boolean).join(' ')}
          // The content names itself through its title; there is no separate description.
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            const preferred = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('[data-autofocus]');
            if (preferred) {
              event.preventDefault();
              preferred.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo ?? returnFocus;
            if (target?.isConnected && target !== document.body) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className="ui-dialog__header">
            <RadixDialog.Title className="ui-dialog__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="ui-dialog__close" aria-label={closeLabel ?? intl.formatMessage(messages.close)}>
              <span aria-hidden="true">{CLOSE_SYMBOL}</span>
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
