import { useUserContext } from '@events/api-client/use-session';
import type { DistanceUnit } from '@events/contracts/reference';
import { CURRENT_LOCATION, SAVED_SEARCH_NAME_MAX, type SavedSearch } from '@events/contracts/saved-searches';
import { trimText } from '@events/domain/text';
import { ActionMenu } from '@events/ui/action-menu';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { PHONE_QUERY, useMediaQuery } from '@events/ui/use-media-query';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { Link, useNavigate } from '@events/router';
import { defineMessages } from '@events/api-client/intl';
import { useRemoval } from '../../../hooks/use-removal';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { mailPreviewPath, sendTestEmail } from '../api/send-test-email';
import { useRename } from '../hooks/use-rename';
import { dateLine, filterLines, locationLines } from '../utils/saved-search-lines';
import { ExportResultsDialog } from './export-results-dialog';
import { SavedSearchAlerts } from './saved-search-alerts';
import './saved-searches.css';

const messages = plainMessages(defineMessages({
  renameLabel: { id: 'account.savedSearchCard.renameLabel', defaultMessage: 'Rename {title}' },
  location: { id: 'account.savedSearchCard.location', defaultMessage: 'Location' },
  date: { id: 'account.savedSearchCard.date', defaultMessage: 'Date' },
  keyword: { id: 'account.savedSearchCard.keyword', defaultMessage: 'Keyword' },
  options: { id: 'account.savedSearchCard.options', defaultMessage: 'Options' },
  optionsLabel: { id: 'account.savedSearchCard.optionsLabel', defaultMessage: 'Options for {title}' },
  rename: { id: 'account.savedSearchCard.rename', defaultMessage: 'Rename' },
  export: { id: 'account.savedSearchCard.export', defaultMessage: 'Export Results' },
  delete: { id: 'account.savedSearchCard.delete', defaultMessage: 'Delete' },
  previewEmail: { id: 'account.savedSearchCard.previewEmail', defaultMessage: 'Preview Email' },
  sendEmail: { id: 'account.savedSearchCard.sendEmail', defaultMessage: 'Send Email' },
  searchName: { id: 'account.savedSearchCard.searchName', defaultMessage: 'Search name' },
  save: { id: 'account.savedSearchCard.save', defaultMessage: 'Save' },
  cancel: { id: 'account.savedSearchCard.cancel', defaultMessage: 'Cancel' },
}));

export type SavedSearchCardProps = { search: SavedSearch; units: DistanceUnit };

/** A click on the card itself (not on one of its controls) opens the search. */
function isOnControl(event: MouseEvent): boolean {
  return event.target instanceof Element && event.target.closest('a, button, input, textarea, select, label, [role="menu"]') !== null;
}

/**
 * A saved search (spec "Saved searches list"): its name (cut at 65) with a pencil to rename it inline, the
 * location, date, keyword and filter lines; a click opens its search URL; the menu offers Rename, Export Results
 * and Delete (dimmed while deleting, restored with "Failed to delete item: ..." on failure), for staff also Preview
 * Email and Send Email; under the lines, the alert switch and the feed links.
 */
export function SavedSearchCard({ search, units }: SavedSearchCardProps) {
  const intl = useAppIntl();
  const navigate = useNavigate();
  const user = useUserContext();
  const isStaff = user?.isStaff === true || user?.isSuperuser === true;
  const { mutateAsync: deleteSearch } = useDeleteSavedSearch();
  const removal = useRemoval(useCallback(() => deleteSearch(search.id), [deleteSearch, search.id]));
  const rename = useRename(search.id, search.searchName);
  const [editing, setEditing] = useState(false);
  const [exporting, setExporting] = useState(false);
  const pencilRef = useRef<HTMLButtonElement>(null);
  // The spec's compact style (a phone): Rename sits in the menu; wider cards rename with the pencil instead.
  const compact = useMediaQuery(PHONE_QUERY);
  const menuFocusRef = useRef<HTMLDivElement>(null);
  const title = trimText(rename.name, SAVED_SEARCH_NAME_MAX);

  // After renaming, focus goes back to what opened the form: the pencil, or the menu's button in the compact style.
  const refocus = () => (pencilRef.current ?? menuFocusRef.current?.querySelector('button'))?.focus();

  if (removal.removed) return null;

  const lines = locationLines(search, units, intl);
  const date = dateLine(search, intl);
  const filters = filterLines(search, intl);

  return (
    <li
      className={['saved-item', 'saved-search', removal.removing && 'saved-item--removing'].filter(Boolean).join(' ')}
      aria-busy={removal.removing || rename.saving || undefined}
      data-testid="saved-search-card"
      data-search-id={search.id}
    >
      <article
        className="saved-search__body"
        onClick={(event) => {
          if (!editing && !isOnControl(event)) void navigate(search.searchUrl);
        }}
      >
        {editing ? (
          <RenameForm
            initial={rename.name}
            onCancel={() => {
              setEditing(false);
              refocus();
            }}
            onSubmit={(next) => {
              setEditing(false);
              void rename.rename(next).then(refocus);
            }}
          />
        ) : (
          <div className="saved-search__title-row">
            <h2 className="saved-card__title">
              <Link to={search.searchUrl}>{title}</Link>
            </h2>
            {!compact && (
              <button
                ref={pencilRef}
                type="button"
                className="saved-search__pencil"
                aria-label={intl.formatMessage(messages.renameLabel, { title })}
                disabled={rename.saving || removal.removing}
                onClick={() => {
                  rename.clearError();
                  setEditing(true);
                }}
              >
                <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                  <path d="M11.7 1.3a1 1 0 0 1 1.4 0l1.6 1.6a1 1 0 0 1 0 1.4L5.5 13.5 2 14l.5-3.5z" />
                </svg>
              </button>
            )}
          </div>
        )}
        <dl className="saved-search__lines">
          {lines.length > 0 && (
            <div>
              <dt>{intl.formatMessage(messages.location)}</dt>
              <dd data-testid="saved-search-location">
                {lines.map((line) => (
                  <span key={line} className="saved-search__line">
                    {line}
                  </span>
                ))}
              </dd>
            </div>
          )}
          {date && (
            <div>
              <dt>{intl.formatMessage(messages.date)}</dt>
              <dd>{date}</dd>
            </div>
          )}
          {search.keyword && (
            <div>
              <dt>{intl.formatMessage(messages.keyword)}</dt>
              <dd>{search.keyword}</dd>
            </div>
          )}
          {filters.map((line) => (
            <div key={line.key}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
        <SavedSearchAlerts search={search} title={title} />
      </article>
      <div className="saved-item__actions" ref={menuFocusRef}>
        <ActionMenu
          label={intl.formatMessage(messages.options)}
          ariaLabel={intl.formatMessage(messages.optionsLabel, { title })}
          items={[
            ...(compact
              ? [
                  {
                    id: 'rename',
                    label: intl.formatMessage(messages.rename),
                    disabled: rename.saving || removal.removing,
                    onSelect: () => {
                      rename.clearError();
                      setEditing(true);
                    },
                  },
                ]
              : []),
            { id: 'export', label: intl.formatMessage(messages.export), onSelect: () => setExporting(true) },
            { id: 'delete', label: intl.formatMessage(messages.delete), disabled: removal.removing, onSelect: () => void removal.remove() },
            // Staff only (spec section 6): the search's alert mail in a new tab, or mailed to themselves.
            ...(isStaff
              ? [
                  {
                    id: 'preview-email',
                    label: intl.formatMessage(messages.previewEmail),
                    onSelect: () => void window.open(mailPreviewPath(search.id), '_blank', 'noopener'),
                  },
                  { id: 'send-email', label: intl.formatMessage(messages.sendEmail), onSelect: () => void sendTestEmail(search.id) },
                ]
              : []),
          ]}
        />
      </div>
      {(removal.error ?? rename.error) && (
        <p className="saved-item__error" role="alert">
          {removal.error ?? rename.error}
        </p>
      )}
      {exporting && (
        <ExportResultsDialog
          searchId={search.id}
          searchName={title}
          onCurrentLocation={search.defaultLocId === CURRENT_LOCATION}
          onClose={() => {
            setExporting(false);
            // Opened from a menu item that is gone by now: the focus goes back to the menu's button.
            setTimeout(() => menuFocusRef.current?.querySelector('button')?.focus(), 0);
          }}
        />
      )}
    </li>
  );
}

type RenameFormProps = { initial: string; onSubmit: (name: string) => void; onCancel: () => void };

/** The inline rename: the name field (max 65) with Save and Cancel; Escape cancels. */
function RenameForm({ initial, onSubmit, onCancel }: RenameFormProps) {
  const intl = useAppIntl();
  const [value, setValue] = useState(initial);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => {
    // After the menu that may have opened the form has handed the focus back to its button.
    const timer = setTimeout(() => {
      inputRef.current?.focus();
      inputRef.current?.select();
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() !== '') onSubmit(value);
  };
  return (
    <form className="saved-search__rename" onSubmit={submit}>
      <label className="ui-visually-hidden" htmlFor={id}>
        {intl.formatMessage(messages.searchName)}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="ui-field__input"
        value={value}
        maxLength={SAVED_SEARCH_NAME_MAX}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      <button type="submit" className="ui-button" disabled={value.trim() === ''}>
        {intl.formatMessage(messages.save)}
      </button>
      <button type="button" className="ui-button ui-button--secondary" onClick={onCancel}>
        {intl.formatMessage(messages.cancel)}
      </button>
    </form>
  );
}
