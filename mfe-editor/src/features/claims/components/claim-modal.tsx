import { useUserContext } from '@events/api-client/use-session';
import { isApiError } from '@events/api-client/api-error';
import { SUBSCRIPTION_STATUS_VALUES } from '@events/contracts/billing';
import { CLAIM_HISTORY_SHOWN, CLAIM_STATUS_VALUES, type ClaimRequest } from '@events/contracts/claims';
import type { ClaimStatus, SubscriptionStatus } from '@events/contracts/reference';
import { Button } from '@events/ui/button';
import { Dialog } from '@events/ui/dialog';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { SelectOptions } from '@events/ui/select-options';
import { useState } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { CLAIM_STATUS_MESSAGES, commonMessages, SUBSCRIPTION_STATUS_MESSAGES, subscriptionStatusOptions } from '../../../i18n/common-messages';
import { useBillingOverview } from '../api/get-billing-overview';
import { setVenueSubscription } from '../api/set-venue-subscription';
import { updateClaim } from '../api/update-claim';
import { timeAgo } from './time-ago';

export const claimMessages = plainMessages(defineMessages({
  venueMissing: { id: 'editor.claims.venueMissing', defaultMessage: 'Venue missing' },
  rejectionHint: { id: 'editor.claims.rejectionHint', defaultMessage: 'Enter reason for rejection. This information will be shared with the user.' },
}));

const messages = plainMessages(defineMessages({
  title: { id: 'editor.claimModal.title', defaultMessage: 'Editing Venue Request' },
  venue: { id: 'editor.claimModal.venue', defaultMessage: 'Venue' },
  contact: { id: 'editor.claimModal.contact', defaultMessage: 'Contact' },
  contactLine: { id: 'editor.claimModal.contactLine', defaultMessage: '{username} <{email}>' },
  status: { id: 'editor.claimModal.status', defaultMessage: 'Status' },
  explanation: { id: 'editor.claimModal.explanation', defaultMessage: 'Explanation' },
  history: { id: 'editor.claimModal.history', defaultMessage: 'History' },
  historyEntry: { id: 'editor.claimModal.historyEntry', defaultMessage: '<b>{status}</b> by {user}, {time}: {message}' },
  automaticCheck: { id: 'editor.claimModal.automaticCheck', defaultMessage: 'automatic check' },
  showAll: { id: 'editor.claimModal.showAll', defaultMessage: 'show all' },
  save: { id: 'editor.claimModal.save', defaultMessage: 'Save' },
  subscription: { id: 'editor.claimModal.subscription', defaultMessage: 'Subscription (manual billing)' },
  plan: { id: 'editor.claimModal.plan', defaultMessage: 'Plan' },
  choosePlan: { id: 'editor.claimModal.choosePlan', defaultMessage: 'Choose a plan' },
  planOption: {
    id: 'editor.claimModal.planOption',
    defaultMessage: '{name} ({limited, select, no {no event limit} other {{count, plural, one {# active events} other {# active events}}}})',
  },
  subscriptionStatus: { id: 'editor.claimModal.subscriptionStatus', defaultMessage: 'Subscription status' },
  planSet: { id: 'editor.claimModal.planSet', defaultMessage: 'Plan set: {plan}, {status}.' },
  planFailed: { id: 'editor.claimModal.planFailed', defaultMessage: 'The plan could not be set.' },
  setPlan: { id: 'editor.claimModal.setPlan', defaultMessage: 'Set plan' },
}));

type ClaimModalProps = {
  claim: ClaimRequest;
  onClose: () => void;
  /** After a change was saved: the list reloads. */
  onSaved: () => void;
};

/**
 * The 'Editing Venue Request' modal (spec sections 2, 4, 5, 8): Venue, Contact, the Status chooser, the Explanation
 * box only when switching to rejected, the History (first 5, 'show all'), Cancel and Save. Save is disabled while
 * saving, when the venue is missing, or when rejecting without an explanation; an unchanged status just closes; a
 * 400 shows its detail here. Superusers also set the venue's plan here when billing is manual.
 */
export function ClaimModal({ claim, onClose, onSaved }: ClaimModalProps) {
  const intl = useAppIntl();
  const user = useUserContext();
  const [status, setStatus] = useState<ClaimStatus>(claim.status);
  const [notes, setNotes] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
  const rejecting = status === 'rejected' && claim.status !== 'rejected';
  const disabled = saving || claim.poi === null || (rejecting && notes.trim() === '');
  const history = showAll ? claim.auditEvents : claim.auditEvents.slice(0, CLAIM_HISTORY_SHOWN);

  async function save() {
    if (status === claim.status) {
      onClose();
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await updateClaim(claim.id, { status, notes: rejecting ? notes : '' });
      onSaved();
      onClose();
    } catch (failure) {
      // Spec section 8: a 400's detail is shown here; other failures are only logged.
      if (isApiError(failure) && failure.status === 400) setError(failure.detail ?? Object.values(failure.fieldErrors).flat().join(' '));
      else console.error('Claim update failed', failure);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title={intl.formatMessage(messages.title)} className="claim-modal">
      <dl className="claim-modal__facts">
        <dt>{intl.formatMessage(messages.venue)}</dt>
        <dd>{claim.poi ? <a href={claim.poi.absoluteUrl}>{claim.poi.name}</a> : intl.formatMessage(claimMessages.venueMissing)}</dd>
        <dt>{intl.formatMessage(messages.contact)}</dt>
        <dd>
          {intl.formatMessage(messages.contactLine, { username: claim.billingContact.username, email: claim.billingContact.email })}
        </dd>
      </dl>
      <label className="claim-modal__field">
        <span>{intl.formatMessage(messages.status)}</span>
        <select value={status} onChange={(event) => setStatus(event.target.value as ClaimStatus)} data-autofocus>
          <SelectOptions options={CLAIM_STATUS_VALUES.map((value) => ({ value, label: intl.formatMessage(CLAIM_STATUS_MESSAGES[value]) }))} />
        </select>
      </label>
      {rejecting && (
        <label className="claim-modal__field">
          <span>{intl.formatMessage(messages.explanation)}</span>
          <textarea value={notes} onChange={(event) => setNotes(event.target.value)} rows={4} aria-describedby="claim-explanation-hint" />
          <small id="claim-explanation-hint">{intl.formatMessage(claimMessages.rejectionHint)}</small>
        </label>
      )}
      {error && (
        <p role="alert" className="claim-modal__error">
          {error}
        </p>
      )}
      {user?.isSuperuser && claim.poi && <ManualPlan venueId={claim.poi.id} current={claim.subscription} onSaved={onSaved} />}
      <h3>{intl.formatMessage(messages.history)}</h3>
      <ol className="claim-modal__history">
        {history.map((entry, index) => (
          <li key={`${entry.created}-${index}`}>
            {intl.formatMessage(messages.historyEntry, {
              b: (chunks) => <strong>{chunks}</strong>,
              status: intl.formatMessage(CLAIM_STATUS_MESSAGES[entry.status]),
              user: entry.user ?? intl.formatMessage(messages.automaticCheck),
              time: <time dateTime={entry.created}>{timeAgo(intl, entry.created)}</time>,
              message: entry.message,
            })}
          </li>
        ))}
      </ol>
      {!showAll && claim.auditEvents.length > CLAIM_HISTORY_SHOWN && (
        <Button variant="link" onClick={() => setShowAll(true)}>
          {intl.formatMessage(messages.showAll)}
        </Button>
      )}
      <div className="claim-modal__actions">
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage(commonMessages.cancel)}
        </Button>
        <Button onClick={() => void save()} disabled={disabled} busy={saving}>
          {intl.formatMessage(messages.save)}
        </Button>
      </div>
    </Dialog>
  );
}

/** Manual billing (Stripe unset): the superuser picks the venue's plan and subscription status. */
function ManualPlan({ venueId, current, onSaved }: { venueId: number; current: ClaimRequest['subscription']; onSaved: () => void }) {
  const intl = useAppIntl();
  const overview = useBillingOverview(true);
  const [plan, setPlan] = useState(current?.plan ?? '');
  const [status, setStatus] = useState<SubscriptionStatus>(current?.status ?? 'active');
  const [message, setMessage] = useState<string | null>(null);
  if (!overview.data || overview.data.mode !== 'manual') return null;
  const plans = overview.data.plans;
  return (
    <fieldset className="claim-modal__plan">
      <legend>{intl.formatMessage(messages.subscription)}</legend>
      <label>
        <span>{intl.formatMessage(messages.plan)}</span>
        <select value={plan} onChange={(event) => setPlan(event.target.value)}>
          <option value="">{intl.formatMessage(messages.choosePlan)}</option>
          <SelectOptions
            options={plans.map((p) => ({
              value: p.code,
              label: intl.formatMessage(messages.planOption, {
                name: p.name,
                limited: p.activeEventsAllowed === null ? 'no' : 'yes',
                count: p.activeEventsAllowed ?? 0,
              }),
            }))}
          />
        </select>
      </label>
      <label>
        <span>{intl.formatMessage(messages.subscriptionStatus)}</span>
        <select value={status} onChange={(event) => setStatus(event.target.value as SubscriptionStatus)}>
          <SelectOptions options={subscriptionStatusOptions(intl, SUBSCRIPTION_STATUS_VALUES)} />
        </select>
      </label>
      <Button
        variant="secondary"
        disabled={plan === ''}
        onClick={() =>
          void setVenueSubscription(venueId, { plan, status }).then(
            (saved) => {
              setMessage(intl.formatMessage(messages.planSet, { plan: saved.planName, status: intl.formatMessage(SUBSCRIPTION_STATUS_MESSAGES[saved.status]) }));
              onSaved();
            },
            (failure: unknown) =>
              setMessage(isApiError(failure) ? (failure.detail ?? intl.formatMessage(messages.planFailed)) : intl.formatMessage(messages.planFailed)),
          )
        }
      >
        {intl.formatMessage(messages.setPlan)}
      </Button>
      {message && <p role="status">{message}</p>}
    </fieldset>
  );
}
