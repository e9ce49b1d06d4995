import { isApiError } from '@events/api-client/api-error';
import { fieldErrorLines } from '@events/api-client/field-errors';
import type { EventStatus } from '@events/contracts/event-status';
import { MERGE_DECISIONS, type MergeDecision, type MergeProposal, type MergeProposalSide } from '@events/contracts/merge-proposals';
import { Button } from '@events/ui/button';
import { DataTable, type DataTableColumn } from '@events/ui/data-table';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { type ReactNode, useId, useState } from 'react';
import { defineMessages, type IntlShape, type MessageDescriptor } from '@events/api-client/intl';
import { clockTime, commonMessages } from '../../../i18n/common-messages';
import { Link } from '@events/router';

type Props = {
  proposal: MergeProposal;
  onDecide: (proposal: MergeProposal, decision: MergeDecision) => Promise<void>;
};

const messages = plainMessages(defineMessages({
  eventName: { id: 'editor.mergeProposal.eventName', defaultMessage: 'Event name' },
  starts: { id: 'editor.mergeProposal.starts', defaultMessage: 'Starts' },
  status: { id: 'editor.mergeProposal.status', defaultMessage: 'Status' },
  eventUrl: { id: 'editor.mergeProposal.eventUrl', defaultMessage: 'Event URL' },
  description: { id: 'editor.mergeProposal.description', defaultMessage: 'Description' },
  none: { id: 'editor.mergeProposal.none', defaultMessage: 'None' },
  decision: { id: 'editor.mergeProposal.decision', defaultMessage: 'Decision' },
  field: { id: 'editor.mergeProposal.field', defaultMessage: 'Field' },
  listedHere: { id: 'editor.mergeProposal.listedHere', defaultMessage: 'Listed here' },
  fromCalendar: { id: 'editor.mergeProposal.fromCalendar', defaultMessage: 'From the calendar' },
  heading: { id: 'editor.mergeProposal.heading', defaultMessage: '{event} at {venue}' },
  origin: {
    id: 'editor.mergeProposal.origin',
    defaultMessage:
      'From the calendar {named, select, yes {“{calendar}” } other {}}<muted>({address})</muted>, proposed {proposed}. It looks like <link>{listed}</link>, already listed here.',
  },
  beside: { id: 'editor.mergeProposal.beside', defaultMessage: '{imported} beside {listed}' },
  noFields: { id: 'editor.mergeProposal.noFields', defaultMessage: 'No fields.' },
  decisionLabel: { id: 'editor.mergeProposal.decisionLabel', defaultMessage: '<b>{decision}:</b> {explanation}' },
  merge: { id: 'editor.mergeProposal.merge', defaultMessage: 'Merge' },
  keepBoth: { id: 'editor.mergeProposal.keepBoth', defaultMessage: 'Keep both' },
  explainMerge: { id: 'editor.mergeProposal.explainMerge', defaultMessage: 'The listed event stays as it is and follows the calendar from now on.' },
  explainKeepBoth: { id: 'editor.mergeProposal.explainKeepBoth', defaultMessage: 'The calendar’s event is added beside the listed one.' },
  scheduled: { id: 'editor.mergeProposal.scheduled', defaultMessage: 'Scheduled' },
  cancelled: { id: 'editor.mergeProposal.cancelled', defaultMessage: 'Cancelled' },
  postponed: { id: 'editor.mergeProposal.postponed', defaultMessage: 'Postponed' },
  movedOnline: { id: 'editor.mergeProposal.movedOnline', defaultMessage: 'Moved online' },
}));

/** EVENT_STATUS_LABELS of the contracts, in the reader's language. */
const EVENT_STATUS_MESSAGES: Readonly<Record<EventStatus, MessageDescriptor>> = {
  scheduled: messages.scheduled,
  cancelled: messages.cancelled,
  postponed: messages.postponed,
  moved_online: messages.movedOnline,
};

/** MERGE_DECISION_LABELS of the contracts, and what each decision does. */
const DECISION_MESSAGES: Readonly<Record<MergeDecision, MessageDescriptor>> = { merge: messages.merge, keep_both: messages.keepBoth };
const EXPLANATIONS: Readonly<Record<MergeDecision, MessageDescriptor>> = { merge: messages.explainMerge, keep_both: messages.explainKeepBoth };

/** `Sat, Mar 20, 2027, 7:00 PM` in the venue's zone (`sáb, 20 mar 2027, 19:00` in Spanish). */
function whenOf(intl: IntlShape, iso: string, timeZone: string): string {
  const instant = new Date(iso);
  const day = intl.formatDate(instant, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone });
  return `${day}, ${clockTime(intl, instant, timeZone)}`;
}

/** One compared field: how the desk names it, and its value on one side. */
type Field = { readonly key: string; readonly label: MessageDescriptor; readonly value: (intl: IntlShape, side: MergeProposalSide, timeZone: string) => ReactNode };

/** A value the event itself holds (its name, link, description): the calendar's or the listing's words, not the desk's. */
const own = (text: string) => <span className="merge-proposal__own">{text}</span>;

const FIELDS: readonly Field[] = [
  { key: 'name', label: messages.eventName, value: (_intl, side) => own(side.name) },
  { key: 'when', label: messages.starts, value: (intl, side, timeZone) => whenOf(intl, side.startsAt, timeZone) },
  { key: 'status', label: messages.status, value: (intl, side) => intl.formatMessage(EVENT_STATUS_MESSAGES[side.status]) },
  { key: 'url', label: messages.eventUrl, value: (intl, side) => (side.url === null ? intl.formatMessage(messages.none) : own(side.url)) },
  { key: 'description', label: messages.description, value: (intl, side) => (side.description ? own(side.description) : intl.formatMessage(messages.none)) },
];

/** Why a decision failed, in the desk's words: the answer's messages, else a plain retry. */
function failureOf(intl: IntlShape, error: unknown): string {
  if (!isApiError(error) || error.kind !== 'http') return intl.formatMessage(commonMessages.actionFailed);
  if (error.status === 400) return fieldErrorLines(error.fieldErrors, { decision: intl.formatMessage(messages.decision) }).join(' ');
  return error.detail ?? intl.formatMessage(commonMessages.actionFailed);
}

/**
 * A calendar's event beside the event already listed that it looks like, field by field, with the two decisions
 * and what each does.
 */
export function MergeProposalCard({ proposal, onDecide }: Props) {
  const intl = useAppIntl();
  const headingId = useId();
  const explainId = useId();
  const [busy, setBusy] = useState<MergeDecision | null>(null);
  const [failure, setFailure] = useState('');
  const { venue, source, listed, imported } = proposal;
  const columns: readonly DataTableColumn<Field>[] = [
    { key: 'field', header: intl.formatMessage(messages.field), rowHeader: true, cell: (field) => intl.formatMessage(field.label) },
    { key: 'listed', header: intl.formatMessage(messages.listedHere), cell: (field) => field.value(intl, listed, venue.timeZone) },
    { key: 'imported', header: intl.formatMessage(messages.fromCalendar), cell: (field) => field.value(intl, imported, venue.timeZone) },
  ];

  async function decide(decision: MergeDecision) {
    setBusy(decision);
    setFailure('');
    try {
      await onDecide(proposal, decision);
    } catch (error) {
      setFailure(failureOf(intl, error));
      setBusy(null);
    }
  }

  return (
    <li className="merge-proposal" aria-labelledby={headingId}>
      <h2 id={headingId} className="merge-proposal__name">
        {intl.formatMessage(messages.heading, { event: imported.name, venue: venue.name })}
      </h2>
      <p>
        {intl.formatMessage(messages.origin, {
          named: source.calendarName ? 'yes' : 'no',
          calendar: source.calendarName ?? '',
          address: source.address,
          proposed: <time dateTime={proposal.created}>{whenOf(intl, proposal.created, venue.timeZone)}</time>,
          listed: own(listed.name),
          muted: (chunks) => <span className="merge-proposal__address">{chunks}</span>,
          link: (chunks) => <Link to={listed.path}>{chunks}</Link>,
        })}
      </p>
      <DataTable
        caption={intl.formatMessage(messages.beside, { imported: imported.name, listed: listed.name })}
        columns={columns}
        rows={FIELDS}
        rowKey={(field) => field.key}
        empty={intl.formatMessage(messages.noFields)}
      />
      <ul id={explainId} className="merge-proposal__explain">
        {MERGE_DECISIONS.map((decision) => (
          <li key={decision}>
            {intl.formatMessage(messages.decisionLabel, {
              b: (chunks) => <strong>{chunks}</strong>,
              decision: intl.formatMessage(DECISION_MESSAGES[decision]),
              explanation: intl.formatMessage(EXPLANATIONS[decision]),
            })}
          </li>
        ))}
      </ul>
      <div className="merge-proposal__actions">
        {MERGE_DECISIONS.map((decision) => (
          <Button
            key={decision}
            variant={decision === 'merge' ? 'primary' : 'secondary'}
            busy={busy === decision}
            disabled={busy !== null}
            aria-describedby={explainId}
            onClick={() => void decide(decision)}
          >
            {intl.formatMessage(DECISION_MESSAGES[decision])}
          </Button>
        ))}
      </div>
      {failure && <p role="alert">{failure}</p>}
    </li>
  );
}
