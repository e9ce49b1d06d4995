import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useLocation, useNavigate } from '@events/router';
import { defineMessages } from '@events/api-client/intl';
import { commonMessages } from '../../../../i18n/common-messages';

const messages = plainMessages(defineMessages({
  withCount: { id: 'discovery.filtersSheet.withCount', defaultMessage: 'Filters ({count})' },
  active: { id: 'discovery.filtersSheet.active', defaultMessage: 'Filters, {count} active' },
  close: { id: 'discovery.filtersSheet.close', defaultMessage: 'Close filters' },
}));

// The sheet's modal (Radix's dialog with its focus trap and scroll lock, ~14 KB gz) is fetched when a phone first
// opens it: the listing hydrates without it.
const Dialog = lazy(() => import('@events/ui/dialog').then((m) => ({ default: m.Dialog })));

export type FilterSection = {
  label: string;
  testId: string;
  /** Its own fields with their legends and labels (the dropdown's contents). */
  content: ReactNode;
};

export type FiltersSheetProps = {
  sections: readonly FilterSection[];
  /** How many filters narrow the results now (shown on the button). */
  activeCount: number;
  /** The sheet opens: the owner starts a fresh draft from the applied search. */
  onOpen: () => void;
  /** Apply: the owner applies its draft, replacing the sheet's history entry; false when nothing changed. */
  onApply: () => boolean;
  /** Clear: the owner empties every filter of its draft. */
  onClear: () => void;
};

/** The history entry the open sheet adds, so the phone's back gesture closes it instead of leaving the page. */
const SHEET_STATE = { filtersSheet: true } as const;

function isSheetState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { filtersSheet?: unknown }).filtersSheet === true;
}

/**
 * The phone's filters (issue 19, below 600 px): one 'Filters' button saying how many are active, opening a
 * full-height sheet with every dropdown's contents, Apply and Clear. The sheet is a modal dialog (focus trapped,
 * Escape closes it, focus returns to the button, which had it when the dialog mounted) and a history entry (back
 * closes it).
 */
export function FiltersSheet({ sections, activeCount, onOpen, onApply, onClear }: FiltersSheetProps) {
  const intl = useAppIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const open = isSheetState(location.state);
  // Whether this page added the sheet's history entry (a reload may bring back one that it did not).
  const pushed = useRef(false);

  const show = () => {
    onOpen();
    pushed.current = true;
    void navigate(`${location.pathname}${location.search}`, { state: SHEET_STATE });
  };
  const hide = () => {
    const ownEntry = pushed.current;
    pushed.current = false;
    if (ownEntry) void navigate(-1);
    else void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  };
  // The applied search replaces the sheet's entry: back then returns to the list as it was before.
  const apply = () => {
    if (!onApply()) hide();
    pushed.current = false;
  };

  const filters = intl.formatMessage(commonMessages.filters);
  const label = activeCount === 0 ? filters : intl.formatMessage(messages.withCount, { count: activeCount });
  return (
    <>
      <button
        type="button"
        className={`filters-sheet__button${activeCount > 0 ? ' filters-sheet__button--active' : ''}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={activeCount === 0 ? filters : intl.formatMessage(messages.active, { count: activeCount })}
        onClick={show}
        data-testid="filters-sheet-button"
      >
        <span aria-hidden="true">{label}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <Dialog open onClose={hide} title={filters} closeLabel={intl.formatMessage(messages.close)} className="filters-sheet">
            <div className="filters-sheet__body">
              {sections.map((section) => (
                <section key={section.testId} className="filters-sheet__section" aria-label={section.label} data-testid={`sheet-${section.testId}`}>
                  {section.content}
                </section>
              ))}
            </div>
            <div className="filters-sheet__actions">
              <button type="button" className="ui-button ui-button--secondary" onClick={onClear}>
                {intl.formatMessage(commonMessages.clear)}
              </button>
              <button type="button" className="ui-button ui-button--primary" onClick={apply}>
                {intl.formatMessage(commonMessages.apply)}
              </button>
            </div>
          </Dialog>
        </Suspense>
      )}
    </>
  );
}
