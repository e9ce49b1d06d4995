import type { CalendarSource } from '@events/contracts/calendar-imports';
import { Button } from '@events/ui/button';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { type ReactNode, useId, useState } from 'react';
import { type RemovedSourceEvents, useRemoveCalendarSource } from '../api/remove-calendar-source';
import { useSyncCalendarSource } from '../api/sync-calendar-source';
import { useUpdateCalendarSource } from '../api/update-calendar-source';
import { CALENDAR_IMPORTS_TEXT as T, failureText, importCountsText, localFieldsText } from '../utils/import-summary';
import { BusyButton } from './busy-button';
import { LastSynced } from './last-synced';
import { RemoveSourceDialog } from './remove-source-dialog';

const SPACE = ' ';
const eventName = (chunks: ReactNode[]) => <span className="calendar-source__event">{chunks}</span>;

export type CalendarSourceItemProps = {
  source: CalendarSource;
  /** Its last sync ran on this screen just now (Add, Import, Sync now): a failure of it is announced as an alert. */
  fresh: boolean;
  onSynced: (source: CalendarSource) => void;
  onRemoved: (source: CalendarSource) => void;
};

/**
 * One calendar source of the venue: its address (or file name) and calendar name, its last sync (when, the counts,
 * the failure in plain words, the events refused and why, with the upgrade link over the plan's limit), the events
 * whose fields edited here a re-import leaves alone; Sync now, Pause / Resume (feeds) and Remove.
 */
export function CalendarSourceItem({ source, fresh, onSynced, onRemoved }: CalendarSourceItemProps) {
  const intl = useAppIntl();
  const headingId = useId();
  const sync = useSyncCalendarSource(source.id);
  const update = useUpdateCalendarSource(source.id);
  const remove = useRemoveCalendarSource(source);
  const [removing, setRemoving] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const name = source.calendarName ?? source.address;

  const syncNow = async () => {
    setActionError(null);
    try {
      onSynced(await sync.mutateAsync());
    } catch (error) {
      setActionError(failureText(error, intl.formatMessage(T.writeFailed)));
    }
  };

  const togglePaused = async () => {
    setActionError(null);
    try {
      await update.mutateAsync({ paused: !source.paused });
    } catch (error) {
      setActionError(failureText(error, intl.formatMessage(T.writeFailed)));
    }
  };

  const confirmRemove = async (imported: RemovedSourceEvents) => {
    try {
      await remove.mutateAsync(imported);
      onRemoved(source);
    } catch {
      // The dialog stays open and shows why (remove.error).
    }
  };

  return (
    <li className="calendar-source" aria-labelledby={headingId} aria-busy={sync.isPending || undefined} data-testid="calendar-source">
      <div className="calendar-source__title">
        <h3 id={headingId} className="calendar-source__name">
          {name}
        </h3>
        {source.paused && <span className="calendar-source__badge">{intl.formatMessage(T.paused)}</span>}
      </div>
      {source.calendarName !== null && <p className="calendar-source__address">{source.address}</p>}
      <p className="calendar-source__meta">
        {intl.formatMessage(T.sourceMeta, { kind: source.kind, count: source.eventCount })}
      </p>
      <LastSynced at={source.lastSyncedAt} />
      {source.lastCounts && <p className="calendar-source__counts">{importCountsText(intl, source.lastCounts)}</p>}
      {source.lastError && (
        <p className="calendar-source__error" role={fresh ? 'alert' : undefined}>
          <strong>{intl.formatMessage(T.syncFailed)}</strong>
          {SPACE}
          {source.lastError}
        </p>
      )}
      {source.refused.length > 0 && (
        <div className="calendar-source__group">
          <h4>{intl.formatMessage(T.refusedHeading)}</h4>
          <ul className="calendar-source__list">
            {source.refused.map((refused, i) => (
              <li key={`${i}-${refused.name}`}>
                {intl.formatMessage(T.namedItem, { name: refused.name, text: refused.reason, event: eventName })}
              </li>
            ))}
          </ul>
          {source.upgradeUrl && (
            <p>
              <a href={source.upgradeUrl}>{intl.formatMessage(T.upgrade)}</a>
            </p>
          )}
        </div>
      )}
      {source.localEdits.length > 0 && (
        <div className="calendar-source__group">
          <h4>{intl.formatMessage(T.localHeading)}</h4>
          <ul className="calendar-source__list">
            {source.localEdits.map((edits) => (
              <li key={edits.eventId}>
                {intl.formatMessage(T.namedItem, { name: edits.name, text: localFieldsText(intl, edits.fields), event: eventName })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {actionError && (
        <p className="calendar-source__error" role="alert">
          {actionError}
        </p>
      )}
      <div className="ui-actions calendar-source__actions" role="group" aria-labelledby={headingId}>
        <BusyButton variant="secondary" busy={sync.isPending} onClick={() => void syncNow()}>
          {intl.formatMessage(sync.isPending ? T.syncing : T.syncNow)}
        </BusyButton>
        {source.kind === 'feed' && (
          <BusyButton variant="secondary" busy={update.isPending} onClick={() => void togglePaused()}>
            {intl.formatMessage(source.paused ? T.resume : T.pause)}
          </BusyButton>
        )}
        <Button variant="secondary" onClick={() => setRemoving(true)}>
          {intl.formatMessage(T.remove)}
        </Button>
      </div>
      {removing && (
        <RemoveSourceDialog
          source={source}
          busy={remove.isPending}
          error={remove.isError ? failureText(remove.error, intl.formatMessage(T.writeFailed)) : null}
          onConfirm={(imported) => void confirmRemove(imported)}
          onCancel={() => {
            setRemoving(false);
            remove.reset();
          }}
        />
      )}
    </li>
  );
}
