import { isApiError } from '@events/api-client/api-error';
import { idInAddress } from '@events/contracts/lists';
import { Button } from '@events/ui/button';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages, type IntlShape } from '@events/api-client/intl';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from '@events/router';
import { SubmittedNotice } from '../../../components/submitted-notice';
import { VenueSearchField } from '../../../components/venue-search-field';
import { claimVenue } from '../api/claim-venue';
import { useVenuePreview } from '../api/get-venue-preview';
import { CLAIM_SEARCH_MIN, useClaimVenueSearch, usePreselectedVenue } from '../api/search-claimable-venues';
import './claims.css';

const messages = plainMessages(defineMessages({
  sendFailed: { id: 'producer.claim.sendFailed', defaultMessage: 'The claim could not be sent. Please try again.' },
  claimThanks: {
    id: 'producer.claim.claimThanks',
    defaultMessage: 'Thank you! Your claim has been received. Check your e-mail for the activation instructions.',
  },
  submitThanks: {
    id: 'producer.claim.submitThanks',
    defaultMessage: 'Thank you! Your venue has been submitted and claimed. Check your e-mail for the activation instructions.',
  },
  newVenueTitle: { id: 'producer.claim.newVenueTitle', defaultMessage: 'Request a New Venue' },
  title: { id: 'producer.claim.title', defaultMessage: 'Claim Your Venue' },
  intro: {
    id: 'producer.claim.intro',
    defaultMessage: 'Find your venue, check it is the right one, and claim it. An editor verifies your claim and we e-mail you the activation instructions.',
  },
  search: { id: 'producer.claim.search', defaultMessage: 'Search for your venue' },
  found: { id: 'producer.claim.found', defaultMessage: 'Venues found' },
  claim: { id: 'producer.claim.claim', defaultMessage: 'Claim' },
  notFound: { id: 'producer.claim.notFound', defaultMessage: 'Can’t find your venue? <button>Click here</button> to request a new venue.' },
  chosen: { id: 'producer.claim.chosen', defaultMessage: 'Chosen venue' },
  alreadyClaimed: {
    id: 'producer.claim.alreadyClaimed',
    defaultMessage: 'Oops! This venue has already been claimed. If you believe this is an error, please contact support.',
  },
}));

type ChosenVenue = { id: number; name: string };

/** What the new-venue form is given: the saved venue's id and name, and Cancel back to the choice. */
export type NewVenueFormSlot = (props: { onSubmitted: (venue: ChosenVenue) => void; onCancel: () => void }) => ReactNode;

type Step = { kind: 'choose' } | { kind: 'new' } | { kind: 'claimed'; name: string } | { kind: 'submitted'; name: string };

/** The messages of a refused claim (spec section 8: the form stays with the error data). */
function messagesOf(intl: IntlShape, failure: unknown): string[] {
  if (isApiError(failure)) {
    const fields = Object.values(failure.fieldErrors).flat();
    if (fields.length > 0) return fields;
    if (failure.detail) return [failure.detail];
  }
  return [intl.formatMessage(messages.sendFailed)];
}

/**
 * The claim venue screen, /claim/poi/producer/ (spec sections 2, 4, 5, 8): search a venue (3 characters or more),
 * a card preview of the chosen one, Claim; a reply with status succeeded shows the thank-you, anything else keeps
 * the form with the errors. "Click here" requests a new venue instead: the basic venue form (given by the route
 * table as `newVenueForm`), claimed automatically once submitted; its Cancel returns to the choice. `?vid=`
 * preselects a venue.
 */
export function ClaimVenuePage({ newVenueForm }: { newVenueForm: NewVenueFormSlot }) {
  const intl = useAppIntl();
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
      setErrors(messagesOf(intl, failure));
      if (after === 'submitted') setStep({ kind: 'choose' });
    } finally {
      setBusy(false);
    }
  }

  if (step.kind === 'claimed' || step.kind === 'submitted') {
    return (
      <section className="ui-page claim-venue" aria-labelledby="claim-heading">
        <SubmittedNotice
          title={intl.formatMessage(step.kind === 'claimed' ? messages.claimThanks : messages.submitThanks)}
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
        <h1 id="claim-heading">{intl.formatMessage(messages.newVenueTitle)}</h1>
        {newVenueForm({ onSubmitted: (venue) => void claim(venue, 'submitted'), onCancel: () => setStep({ kind: 'choose' }) })}
      </section>
    );
  }

  return (
    <section className="ui-page claim-venue" aria-labelledby="claim-heading">
      <h1 id="claim-heading">{intl.formatMessage(messages.title)}</h1>
      <p>{intl.formatMessage(messages.intro)}</p>
      {/* The spec's prompt (public-discovery "Search") until the 3 characters the claim search needs are typed. */}
      <VenueSearchField
        label={intl.formatMessage(messages.search)}
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
        listLabel={intl.formatMessage(messages.found)}
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
          {intl.formatMessage(messages.claim)}
        </Button>
      </div>
      <p>
        {intl.formatMessage(messages.notFound, {
          button: (chunks: ReactNode[]) => (
            <button type="button" className="ui-link-button" onClick={() => setStep({ kind: 'new' })}>
              {chunks}
            </button>
          ),
        })}
      </p>
    </section>
  );
}

/** The card preview of the chosen venue; a venue that already has a manager says so at once (spec section 5). */
function VenuePreview({ venue }: { venue: ChosenVenue }) {
  const intl = useAppIntl();
  const detail = useVenuePreview(venue.id);
  return (
    <>
      <article className="claim-venue__card" aria-label={intl.formatMessage(messages.chosen)} data-testid="claim-venue-card">
        {detail.data?.imageThumbnail && <img src={detail.data.imageThumbnail} alt="" width={160} height={80} />}
        <div>
          <h2>{venue.name}</h2>
          {detail.data && <p>{detail.data.shortAddress}</p>}
        </div>
      </article>
      {detail.data?.claimed && (
        <p className="ui-notice claim-venue__warning" role="status">
          {intl.formatMessage(messages.alreadyClaimed)}
        </p>
      )}
    </>
  );
}
