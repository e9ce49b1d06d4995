import { useUserContext } from '@events/api-client/use-session';
import { isApiError } from '@events/api-client/api-error';
import { SUBSCRIPTION_STATUS_VALUES } from '@events/contracts/billing';
import { CLAIM_HISTORY_SHOWN, CLAIM_MESSAGES, type ClaimRequest } from '@events/contracts/claims';
import { CLAIM_STATUSES, type ClaimStatus, type SubscriptionStatus } from '@events/contracts/reference';
import { Button } from '@events/ui/button';
import { Dialog } from '@events/ui/dialog';
import { SelectOptions, plainOptions } from '@events/ui/select-options';
import { useState } from 'react';
import { useBillingOverview } from '../api/get-billing-overview';
import { setVenueSubscription } from '../api/set-venue-subscription';
import { updateClaim } from '../api/update-claim';
import { timeAgo } from './time-ago';

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
    <Dialog open onClose={onClose} title="Editing Venue Request" className="claim-modal">
      <dl className="claim-modal__facts">
        <dt>Venue</dt>
        <dd>{claim.poi ? <a href={claim.poi.absoluteUrl}>{claim.poi.name}</a> : CLAIM_MESSAGES.venueMissing}</dd>
        <dt>Contact</dt>
        <dd>
          {claim.billingContact.username} &lt;{claim.billingContact.email}&gt;
        </dd>
      </dl>
      <label className="claim-modal__field">
        <span>Status</span>
        <select value={status} onChange={(event) => setStatus(event.target.value as ClaimStatus)} data-autofocus>
          <SelectOptions options={CLAIM_STATUSES} />
        </select>
      </label>
      {rejecting && (
        <label className="claim-modal__field">
          <span>Explanation</span>
          <textarea value={notes} onChange={(event) => setNotes(event.target.value)} rows={4} aria-describedby="claim-explanation-hint" />
          <small id="claim-explanation-hint">{CLAIM_MESSAGES.rejectionHint}</small>
        </label>
      )}
      {error && (
        <p role="alert" className="claim-modal__error">
          {error}
        </p>
      )}
      {user?.isSuperuser && claim.poi && <ManualPlan venueId={claim.poi.id} current={claim.subscription} onSaved={onSaved} />}
      <h3>History</h3>
      <ol className="claim-modal__history">
        {history.map((entry, index) => (
          <li key={`${entry.created}-${index}`}>
            <strong>{CLAIM_STATUSES.find((s) => s.value === entry.status)?.label ?? entry.status}</strong> by {entry.user ?? 'automatic check'},{' '}
            <time dateTime={entry.created}>{timeAgo(entry.created)}</time>: {entry.message}
          </li>
        ))}
      </ol>
      {!showAll && claim.auditEvents.length > CLAIM_HISTORY_SHOWN && (
        <Button variant="link" onClick={() => setShowAll(true)}>
          show all
        </Button>
      )}
      <div className="claim-modal__actions">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void save()} disabled={disabled} busy={saving}>
          Save
        </Button>
      </div>
    </Dialog>
  );
}

/** Manual billing (Stripe unset): the superuser picks the venue's plan and subscription status. */
function ManualPlan({ venueId, current, onSaved }: { venueId: number; current: ClaimRequest['subscription']; onSaved: () => void }) {
  const overview = useBillingOverview(true);
  const [plan, setPlan] = useState(current?.plan ?? '');
  const [status, setStatus] = useState<SubscriptionStatus>(current?.status ?? 'active');
  const [message, setMessage] = useState<string | null>(null);
  if (!overview.data || overview.data.mode !== 'manual') return null;
  const plans = overview.data.plans;
  return (
    <fieldset className="claim-modal__plan">
      <legend>Subscription (manual billing)</legend>
      <label>
        <span>Plan</span>
        <select value={plan} onChange={(event) => setPlan(event.target.value)}>
          <option value="">Choose a plan</option>
          <SelectOptions
            options={plans.map((p) => ({
              value: p.code,
              label: `${p.name} (${p.activeEventsAllowed === null ? 'no event limit' : `${p.activeEventsAllowed} active events`})`,
            }))}
          />
        </select>
      </label>
      <label>
        <span>Subscription status</span>
        <select value={status} onChange={(event) => setStatus(event.target.value as SubscriptionStatus)}>
          <SelectOptions options={plainOptions(SUBSCRIPTION_STATUS_VALUES)} />
        </select>
      </label>
      <Button
        variant="secondary"
        disabled={plan === ''}
        onClick={() =>
          void setVenueSubscription(venueId, { plan, status }).then(
            (saved) => {
              setMessage(`Plan set: ${saved.planName}, ${saved.status}.`);
              onSaved();
            },
            (failure: unknown) => setMessage(isApiError(failure) ? (failure.detail ?? 'The plan could not be set.') : 'The plan could not be set.'),
          )
        }
      >
        Set plan
      </Button>
      {message && <p role="status">{message}</p>}
    </fieldset>
  );
}
