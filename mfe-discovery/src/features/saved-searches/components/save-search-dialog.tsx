import { useUserContext } from '@events/api-client/use-session';
import { SAVED_SEARCH_NAME_MAX, type SavedSearch } from '@events/contracts/saved-searches';
import { Dialog } from '@events/ui/dialog';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { SelectOptions } from '@events/ui/select-options';
import { useId, useState, type FormEvent } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { errorMessages } from '../../../i18n/common-messages';
import type { SearchState } from '../../../utils/search-state';
import { useSaveSearch } from '../hooks/use-save-search';
import './save-search.css';

const messages = plainMessages(defineMessages({
  titleNew: { id: 'discovery.saveSearchDialog.titleNew', defaultMessage: 'Save Search' },
  titleUpdate: { id: 'discovery.saveSearchDialog.titleUpdate', defaultMessage: 'Update Saved Search' },
  name: { id: 'discovery.saveSearchDialog.name', defaultMessage: 'Search name' },
  counter: { id: 'discovery.saveSearchDialog.counter', defaultMessage: '{count}/{max}' },
  existing: { id: 'discovery.saveSearchDialog.existing', defaultMessage: 'Saved search' },
  choose: { id: 'discovery.saveSearchDialog.choose', defaultMessage: 'Choose a saved search' },
  toUpdate: { id: 'discovery.saveSearchDialog.toUpdate', defaultMessage: 'Update an existing saved search instead' },
  toNew: { id: 'discovery.saveSearchDialog.toNew', defaultMessage: 'Save as a new search instead' },
  save: { id: 'discovery.saveSearchDialog.save', defaultMessage: 'Save' },
  update: { id: 'discovery.saveSearchDialog.update', defaultMessage: 'Update' },
  cancel: { id: 'discovery.saveSearchDialog.cancel', defaultMessage: 'Cancel' },
}));

export type SaveSearchDialogProps = {
  state: SearchState;
  today: string;
  onClose: () => void;
  /** Called with the saved search before the dialog closes (its feed links are offered beside the button). */
  onSaved?: (saved: SavedSearch) => void;
};

type Mode = 'new' | 'update';

/**
 * The saved-search dialog (spec "Saved searches list"): save the listing as a new search (a name of at most 65
 * characters, with a counter) or update one of the user's saved searches with it; a link switches between the
 * two. Save is disabled until a name (or a search) is chosen; the dialog closes on success and shows
 * "Failed to save search. Please try your request again." on failure.
 */
export function SaveSearchDialog({ state, today, onClose, onSaved }: SaveSearchDialogProps) {
  const intl = useAppIntl();
  const savedSearches = useUserContext()?.savedSearches ?? [];
  const [mode, setMode] = useState<Mode>('new');
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState('');
  const save = useSaveSearch(intl, state, today);
  const id = useId();
  const counterId = `${id}-counter`;
  const ready = mode === 'new' ? name.trim() !== '' : chosen !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || save.isPending) return;
    const request = mode === 'new' ? { mode, name } : { mode, id: Number(chosen) };
    save.mutate(request, {
      onSuccess: (saved) => {
        onSaved?.(saved);
        onClose();
      },
    });
  };

  const switchTo = (next: Mode) => {
    save.reset();
    setMode(next);
  };

  return (
    <Dialog open onClose={onClose} title={intl.formatMessage(mode === 'new' ? messages.titleNew : messages.titleUpdate)} className="save-search">
      <form className="ui-form" onSubmit={submit} noValidate>
        {mode === 'new' ? (
          <div className="ui-field">
            <label className="ui-field__label" htmlFor={`${id}-name`}>
              {intl.formatMessage(messages.name)}
            </label>
            <input
              id={`${id}-name`}
              className="ui-field__input"
              value={name}
              maxLength={SAVED_SEARCH_NAME_MAX}
              onChange={(event) => setName(event.target.value)}
              aria-describedby={counterId}
              autoComplete="off"
              data-autofocus
            />
            <p id={counterId} className="save-search__counter">
              {intl.formatMessage(messages.counter, { count: name.length, max: SAVED_SEARCH_NAME_MAX })}
            </p>
          </div>
        ) : (
          <div className="ui-field">
            <label className="ui-field__label" htmlFor={`${id}-existing`}>
              {intl.formatMessage(messages.existing)}
            </label>
            <select id={`${id}-existing`} className="ui-field__input" value={chosen} onChange={(event) => setChosen(event.target.value)} data-autofocus>
              <option value="">{intl.formatMessage(messages.choose)}</option>
              <SelectOptions options={savedSearches.map((s) => ({ value: s.id, label: s.searchName }))} />
            </select>
          </div>
        )}
        {mode === 'new' && savedSearches.length > 0 && (
          <button type="button" className="ui-link-button" onClick={() => switchTo('update')}>
            {intl.formatMessage(messages.toUpdate)}
          </button>
        )}
        {mode === 'update' && (
          <button type="button" className="ui-link-button" onClick={() => switchTo('new')}>
            {intl.formatMessage(messages.toNew)}
          </button>
        )}
        {save.isError && (
          <p className="save-search__error" role="alert">
            {intl.formatMessage(errorMessages.saveSearch)}
          </p>
        )}
        <div className="ui-actions">
          <button type="submit" className="ui-button" disabled={!ready || save.isPending} aria-busy={save.isPending || undefined}>
            {intl.formatMessage(mode === 'new' ? messages.save : messages.update)}
          </button>
          <button type="button" className="ui-button ui-button--secondary" onClick={onClose}>
            {intl.formatMessage(messages.cancel)}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
