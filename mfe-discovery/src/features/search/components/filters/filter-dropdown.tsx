import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { commonMessages } from '../../../../i18n/common-messages';
import { usePressOutside } from '../../hooks/use-press-outside';
import './filters.css';

/** Spec section 9: "Dropdown closes after 200 ms" (here: after focus has left it). */
export const DROPDOWN_CLOSE_DELAY_MS = 200;

export type FilterDropdownProps = {
  /** The filter's name, on the button and as the panel's accessible name ("Dates"). */
  label: string;
  /** The current selection shown on the button ("Today", "2 selected"). */
  summary?: string;
  /** Marks the button when the filter narrows the results. */
  active?: boolean;
  /** Called when the panel opens: the owner copies the applied selection into its draft. */
  onOpen?: () => void;
  /** Called on every close (spec: "the selection is applied on close"); answer false to keep the panel open (invalid input). */
  onApply: () => boolean | void;
  /**
   * The Clear button: the owner empties its draft; the dropdown then applies and closes at once, so the
   * owner's onApply must read the draft it has just set (keep it in a ref, as useFilterDraft does).
   */
  onClear: () => void;
  children: ReactNode;
  /** Wider panel (the date calendar). */
  wide?: boolean;
  testId?: string;
};

/** Read between the filter's name and its selection ("Dates: Today"). */
const LABEL_SEPARATOR = ': ';

const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * A filter of the listing's filter bar (spec section 4, "Filter dropdowns"): a button that opens a panel; the
 * selection is applied when the panel closes (Apply, Escape, a click outside, or focus moving on), Clear
 * empties it. Keyboard: Enter / Space / ArrowDown open it and focus its first control, Escape closes it and
 * returns focus to the button, Tab moves through it and past it.
 */
export function FilterDropdown({ label, summary, active = false, onOpen, onApply, onClear, children, wide = false, testId }: FilterDropdownProps) {
  const intl = useAppIntl();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const panelId = useId();
  const callbacks = useRef({ onApply, onOpen });
  useEffect(() => {
    callbacks.current = { onApply, onOpen };
  }, [onApply, onOpen]);

  const cancelTimer = () => {
    if (closeTimer.current !== null) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };

  const close = useCallback((returnFocus: boolean) => {
    cancelTimer();
    if (callbacks.current.onApply() === false) return;
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const openPanel = () => {
    callbacks.current.onOpen?.();
    setOpen(true);
  };

  // Focus the first control when the panel opens.
  useEffect(() => {
    if (!open) return;
    const first = panelRef.current?.querySelector<HTMLElement>(`[data-autofocus], ${FOCUSABLE}`);
    first?.focus();
  }, [open]);

  // A press outside applies and closes.
  usePressOutside(rootRef, open, () => close(false));

  useEffect(() => cancelTimer, []);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!open) return;
    const next = event.relatedTarget;
    if (next instanceof Node && rootRef.current?.contains(next)) return;
    cancelTimer();
    closeTimer.current = setTimeout(() => {
      if (rootRef.current && !rootRef.current.contains(document.activeElement)) close(false);
    }, DROPDOWN_CLOSE_DELAY_MS);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      openPanel();
    }
  };

  return (
    <div
      ref={rootRef}
      className={['filter-dropdown', open && 'filter-dropdown--open'].filter(Boolean).join(' ')}
      onBlur={onBlur}
      onFocus={cancelTimer}
      onKeyDown={onKeyDown}
      data-testid={testId}
    >
      <button
        ref={buttonRef}
        type="button"
        className={['filter-dropdown__button', active && 'filter-dropdown__button--active'].filter(Boolean).join(' ')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close(false) : openPanel())}
        onKeyDown={onButtonKeyDown}
      >
        <span className="filter-dropdown__label">{label}</span>
        {summary && (
          <>
            <span className="ui-visually-hidden">{LABEL_SEPARATOR}</span>
            <span className="filter-dropdown__summary">{summary}</span>
          </>
        )}
        <span className="ui-menu__caret" aria-hidden="true" />
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="group"
          aria-label={label}
          className={['filter-dropdown__panel', wide && 'filter-dropdown__panel--wide'].filter(Boolean).join(' ')}
        >
          <div className="filter-dropdown__content">{children}</div>
          <div className="filter-dropdown__actions">
            <button
              type="button"
              className="ui-button ui-button--secondary"
              onClick={() => {
                onClear();
                close(true);
              }}
            >
              {intl.formatMessage(commonMessages.clear)}
            </button>
            <button type="button" className="ui-button" onClick={() => close(true)}>
              {intl.formatMessage(commonMessages.apply)}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
