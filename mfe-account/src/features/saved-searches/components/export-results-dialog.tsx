import { DEFAULT_LOCATIONS } from '@events/contracts/default-locations';
import { DEFAULT_EXPORT_COUNT, EXPORT_COUNTS, exportText, type ExportCount } from '@events/contracts/saved-searches';
import { Dialog } from '@events/ui/dialog';
import { ErrorState } from '@events/ui/error-state';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { Spinner } from '@events/ui/spinner';
import { GEOLOCATION_OPTIONS, requestCurrentPosition } from '@events/ui/use-current-position';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { sharedMessages } from '../../../i18n/shared-messages';
import { useSavedSearchResults } from '../api/get-saved-search-results';
import './saved-searches.css';

const messages = plainMessages(defineMessages({
  title: { id: 'account.export.title', defaultMessage: 'Export Results: {name}' },
  counts: { id: 'account.export.counts', defaultMessage: 'Number of results' },
  results: { id: 'account.export.results', defaultMessage: 'Results' },
  copy: { id: 'account.export.copy', defaultMessage: 'Copy Text' },
  copied: { id: 'account.export.copied', defaultMessage: 'Text Copied!' },
  empty: { id: 'account.export.empty', defaultMessage: 'No results found for this search.' },
  locationFailed: {
    id: 'account.export.locationFailed',
    defaultMessage:
      'Error retrieving location. Make sure you have enabled location services in your browser’s settings. Results are measured from {town}.',
  },
}));

export type ExportResultsDialogProps = {
  searchId: number;
  searchName: string;
  /** The search is centred on the browser's current location: its results are measured from where the browser is now. */
  onCurrentLocation: boolean;
  onClose: () => void;
};

/** The browser's position for a current-location search, asked once per dialog (the browser caches it 15 minutes). */
function useSearchCentre(wanted: boolean) {
  return useQuery({
    queryKey: ['current-position'],
    queryFn: () => requestCurrentPosition(),
    enabled: wanted,
    retry: false,
    staleTime: GEOLOCATION_OPTIONS.maximumAge,
  });
}

/** Copies text: the Clipboard API, else the selected text box and the older copy command. */
async function copyText(text: string, box: HTMLTextAreaElement | null): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    box?.select();
    if (!document.execCommand('copy')) throw new Error('copy refused');
  }
}

/**
 * Export Saved Search Results (spec): a read-only text of the results (name, venue, next occurrence, URL), the
 * item limits 10 (default), 20 and 50, and Copy Text, which then reads "Text Copied!". Nothing found: the
 * spec's "No results found for this search.".
 */
export function ExportResultsDialog({ searchId, searchName, onCurrentLocation, onClose }: ExportResultsDialogProps) {
  const intl = useAppIntl();
  const [count, setCount] = useState<ExportCount>(DEFAULT_EXPORT_COUNT);
  const [copied, setCopied] = useState(false);
  // Without the browser's position (refused, timed out) the server measures from the first default town.
  const centre = useSearchCentre(onCurrentLocation);
  const locating = onCurrentLocation && centre.isPending;
  const results = useSavedSearchResults(searchId, count, centre.data ?? null, !locating);
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const labelId = useId();
  const items = results.data?.results ?? [];
  const text = exportText(items);

  let body;
  if (locating || results.isPending) body = <Spinner />;
  else if (results.isError) body = <ErrorState message={intl.formatMessage(sharedMessages.fetchResults)} onRetry={() => void results.refetch()} />;
  else if (items.length === 0) body = <p className="export-results__empty">{intl.formatMessage(messages.empty)}</p>;
  else
    body = (
      <>
        <label className="ui-field__label" htmlFor={`${labelId}-text`}>
          {intl.formatMessage(messages.results)}
        </label>
        <textarea id={`${labelId}-text`} ref={boxRef} className="ui-field__input export-results__text" readOnly value={text} rows={12} data-autofocus />
        <div className="ui-actions">
          <button
            type="button"
            className="ui-button"
            onClick={() => {
              void copyText(text, boxRef.current).then(
                () => setCopied(true),
                () => setCopied(false),
              );
            }}
          >
            {intl.formatMessage(copied ? messages.copied : messages.copy)}
          </button>
        </div>
      </>
    );

  return (
    <Dialog open onClose={onClose} title={intl.formatMessage(messages.title, { name: searchName })} className="export-results">
      <div className="export-results__counts" role="group" aria-label={intl.formatMessage(messages.counts)}>
        {EXPORT_COUNTS.map((n) => (
          <button
            key={n}
            type="button"
            className={n === count ? 'ui-button' : 'ui-button ui-button--secondary'}
            aria-pressed={n === count}
            onClick={() => {
              setCount(n);
              setCopied(false);
            }}
          >
            {n}
          </button>
        ))}
      </div>
      {onCurrentLocation && centre.isError && (
        <p className="export-results__location-error" role="alert">
          {intl.formatMessage(messages.locationFailed, { town: DEFAULT_LOCATIONS[0].name })}
        </p>
      )}
      <div className="export-results__body" aria-busy={locating || results.isFetching || undefined} data-testid="export-results">
        {body}
      </div>
    </Dialog>
  );
}
