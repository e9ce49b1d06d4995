import { isApiError } from '@events/api-client/api-error';
import { fieldErrorLines } from '@events/api-client/field-errors';
import { EVENT_STATUS_LABELS } from '@events/contracts/event-status';
import { MERGE_DECISION_LABELS, MERGE_DECISIONS, MERGE_PROPOSAL_MESSAGES, type MergeDecision, type MergeProposal, type MergeProposalSide } from '@events/contracts/merge-proposals';
import { formatClockTime, localTimeOf } from '@events/domain/local-time';
import { Button } from '@events/ui/button';
import { DataTable, type DataTableColumn } from '@events/ui/data-table';
import { useId, useState } from 'react';
import { Link } from '@events/router';

type Props = {
  proposal: MergeProposal;
  onDecide: (proposal: MergeProposal, decision: MergeDecision) => Promise<void>;
};

/** `Sat, Mar 20, 2027, 7:00 PM` in the venue's zone. */
function whenOf(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  const day = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(instant);
  return `${day}, ${formatClockTime(localTimeOf(instant, timeZone))}`;
}

/** One compared field: how the desk names it, and its value on one side. */
type Field = { readonly key: string; readonly label: string; readonly value: (side: MergeProposalSide, timeZone: string) => string };

const FIELDS: readonly Field[] = [
  { key: 'name', label: 'Event name', value: (side) => side.name },
  { key: 'when', label: 'Starts', value: (side, timeZone) => whenOf(side.startsAt, timeZone) },
  { key: 'status', label: 'Status', value: (side) => EVENT_STATUS_LABELS[side.status] },
  { key: 'url', label: 'Event URL', value: (side) => side.url ?? 'None' },
  { key: 'description', label: 'Description', value: (side) => side.description || 'None' },
];

const EXPLANATIONS: Readonly<Record<MergeDecision, string>> = {
  merge: MERGE_PROPOSAL_MESSAGES.explainMerge,
  keep_both: MERGE_PROPOSAL_MESSAGES.explainKeepBoth,
};

/** Why a decision failed, in the desk's words: the answer's messages, else a plain retry. */
function failureOf(error: unknown): string {
  if (!isApiError(error) || error.kind !== 'http') return 'The action failed. Please try again.';
  if (error.status === 400) return fieldErrorLines(error.fieldErrors, { decision: 'Decision' }).join(' ');
  return error.detail ?? 'The action failed. Please try again.';
}

/**
 * A calendar's event beside the event already listed that it looks like, field by field, with the two decisions
 * and what each does.
 */
export function MergeProposalCard({ proposal, onDecide }: Props) {
  const headingId = useId();
  const explainId = useId();
  const [busy, setBusy] = useState<MergeDecision | null>(null);
  const [failure, setFailure] = useState('');
  const { venue, source, listed, imported } = proposal;
  const columns: readonly DataTableColumn<Field>[] = [
    { key: 'field', header: 'Field', rowHeader: true, cell: (field) => field.label },
    { key: 'listed', header: 'Listed here', cell: (field) => field.value(listed, venue.timeZone) },
    { key: 'imported', header: 'From the calendar', cell: (field) => field.value(imported, venue.timeZone) },
  ];

  async function decide(decision: MergeDecision) {
    setBusy(decision);
    setFailure('');
    try {
      await onDecide(proposal, decision);
    } catch (error) {
      setFailure(failureOf(error));
      setBusy(null);
    }
  }

  return (
    <li className="merge-proposal" aria-labelledby={headingId}>
      <h2 id={headingId} className="merge-proposal__name">
        {imported.name} at {venue.name}
      </h2>
      <p>
        From the calendar {source.calendarName ? `“${source.calendarName}” ` : ''}
        <span className="merge-proposal__address">({source.address})</span>, proposed <time dateTime={proposal.created}>{whenOf(proposal.created, venue.timeZone)}</time>.
        It looks like <Link to={listed.path}>{listed.name}</Link>, already listed here.
      </p>
      <DataTable caption={`${imported.name} beside ${listed.name}`} columns={columns} rows={FIELDS} rowKey={(field) => field.key} empty="No fields." />
      <ul id={explainId} className="merge-proposal__explain">
        {MERGE_DECISIONS.map((decision) => (
          <li key={decision}>
            <strong>{MERGE_DECISION_LABELS[decision]}:</strong> {EXPLANATIONS[decision]}
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
            {MERGE_DECISION_LABELS[decision]}
          </Button>
        ))}
      </div>
      {failure && <p role="alert">{failure}</p>}
    </li>
  );
}
