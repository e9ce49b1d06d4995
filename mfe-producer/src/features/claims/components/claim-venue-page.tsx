import { isApiError } from '@events/api-client/api-error';
import { CLAIM_MESSAGES } from '@events/contracts/claims';
import { ERRORS } from '@events/contracts/messages';
import { idInAddress } from '@events/contracts/lists';
import { Button } from '@events/ui/button';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from '@events/router';
import { SubmittedNotice } from '../../../components/submitted-notice';
import { VenueSearchField } from '../../../components/venue-search-field';
import { claimVenue } from '../api/claim-venue';
import { useVenuePreview } from '../api/get-venue-preview';
import { CLAIM_SEARCH_MIN, useClaimVenueSearch, usePreselectedVenue } from '../api/search-claimable-venues';
import './claims.css';

type ChosenVenue = { id: number; name: string };

/** What the new-venue form is given: the saved venue's id and name, and Cancel back to the choice. */
export type NewVenueFormSlot = (props: { onSubmitted: (venue: ChosenVenue) => void; onCancel: () => void }) => ReactNode;

type Step = { kind: 'choose' } | { kind: 'new' } | { kind: 'claimed'; name: string } | { kind: 'submitted'; name: string };

/** The messages of a refused claim (spec section 8: the form stays with the error data). */
function messagesOf(failure: unknown): string[] {
  if (isApiError(failure)) {
    const fields = Object.values(failure.fieldErrors).flat();
    if (fields.length > 0) return fields;
    if (failure.detail) return [failure.detail];
  }
  return ['The claim could not be sent. Please try again.'];
}

/**
 * The claim venue screen, /claim/poi/producer/ (spec sections 2, 4, 5, 8): search a venue (3 characters or more),
 * a card preview of the chosen one, Claim; a reply with status succeeded shows the thank-you, anything else keeps
 * the form with the errors. "Click here" requests a new venue instead: the basic venue form (given by the route
 * table as `newVenueForm`), claimed automatically once submitted; its Cancel returns to the choice. `?vid=`
 * preselects a venue.
 */
export function ClaimVenuePage({ newVenueForm }: { newVenueForm: NewVenueFormSlot }) {
  const [search] = useSearchParams();
  const preselectedId = idInAddress(search.get('vid') ?? search.get('id'));
  const preselected = usePreselectedVenue(preselectedId);
  const [picked, setPicked] = useState<ChosenVenue | null>(null);
  const chosen = picked ?? (preselected.data ? { id: preselected.data.id, name: preselected.data.name } : null);
  const [text, setText] = useState('');
  const q = text.trim();
  const results = useClaimVenueSearch(q);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function claim(venue: ChosenVenue, after: 'claimed' | 'submitted') {
    setBusy(true);
    setErrors([]);
    try {
      const reply = await claimVenue(venue.id);
      if (reply.status === 'succeeded') setStep({ kind: after, name: venue.name });
    } catch (failure) {
      setErrors(messagesOf(failure));
      if (after === 'submitted') setStep({ kind: 'choose' });
    } finally {
      setBusy(false);
    }
  }

  if (step.kind === 'claimed' || step.kind === 'submitted') {
    return (
      <section className="ui-page claim-venue" aria-labelledby="claim-heading">
        <SubmittedNotice
          title={step.kind === 'claimed' ? CLAIM_MESSAGES.claimThanks : CLAIM_MESSAGES.submitThanks}
          name={step.name}
          headingLevel={1}
          headingId="claim-heading"
          testId="claim-thanks"
        />
      </section>
    );
  }

  if (step.kind === 'new') {
    return (
      <section className="ui-page claim-venue" aria-labelledby="claim-heading">
        <h1 id="claim-heading">Request a New Venue</h1>
        {newVenueForm({ onSubmitted: (venue) => void claim(venue, 'submitted'), onCancel: () => setStep({ kind: 'choose' }) })}
      </section>
    );
  }

  return (
    <section className="ui-page claim-venue" aria-labelledby="claim-heading">
      <h1 id="claim-heading">Claim Your Venue</h1>
      <p>Find your venue, check it is the right one, and claim it. An editor verifies your claim and we e-mail you the activation instructions.</p>
      {/* The spec's prompt (public-discovery "Search") until the 3 characters the claim search needs are typed. */}
      <VenueSearchField
        label="Search for your venue"
        name="claim_venue_search"
        text={text}
        onTextChange={setText}
        ready={q.length >= CLAIM_SEARCH_MIN}
        results={results}
        onChoose={(venue) => {
          setPicked(venue);
          setErrors([]);
        }}
        listClassName="claim-venue__results"
        listLabel="Venues found"
      />
      {chosen && <VenuePreview venue={chosen} />}
      {errors.length > 0 && (
        <div role="alert" className="claim-venue__errors">
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <div className="ui-actions">
        <Button disabled={!chosen || busy} busy={busy} onClick={() => chosen && void claim(chosen, 'claimed')}>
          Claim
        </Button>
      </div>
      <p>
        Can&apos;t find your venue?{' '}
        <button type="button" className="ui-link-button" onClick={() => setStep({ kind: 'new' })}>
          Click here
        </button>{' '}
        to request a new venue.
      </p>
    </section>
  );
}

/** The card preview of the chosen venue; a venue that already has a manager says so at once (spec section 5). */
function VenuePreview({ venue }: { venue: ChosenVenue }) {
  const detail = useVenuePreview(venue.id);
  return (
    <>
      <article className="claim-venue__card" aria-label="Chosen venue" data-testid="claim-venue-card">
        {detail.data?.imageThumbnail && <img src={detail.data.imageThumbnail} alt="" width={160} height={80} />}
        <div>
          <h2>{venue.name}</h2>
          {detail.data && <p>{detail.data.shortAddress}</p>}
        </div>
      </article>
      {detail.data?.claimed && (
        <p className="ui-notice claim-venue__warning" role="status">
          {ERRORS.alreadyClaimed}
        </p>
      )}
    </>
  );
}
