import { isApiError } from '@events/api-client/api-error';
import { useUserContext } from '@events/api-client/use-session';
import { ERRORS } from '@events/contracts/messages';
import { VENUE_FORM_MESSAGES, type VenueFormData, venueFormTypeFor } from '@events/contracts/venue-forms';
import { idInAddress } from '@events/contracts/lists';
import { RequireRole } from '@events/remote-kit/require-role';
import { ErrorState } from '@events/ui/error-state';
import { NotFound } from '@events/ui/not-found';
import { SelectField } from '@events/ui/select-field';
import { Spinner } from '@events/ui/spinner';
import { SelectOptions } from '@events/ui/select-options';
import { useId, useState, type ReactNode } from 'react';
import { Link, useParams } from '@events/router';
import { SubmittedNotice } from '../../../components/submitted-notice';
import { useVenueForm } from '../api/get-venue-form';
import { VenueForm } from './venue-form';
import './venues.css';

const SUBMIT_SIGN_IN = { title: VENUE_FORM_MESSAGES.loginPrompt, message: 'Adding a venue needs a free account.' };

function FormFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="venue-form-page" aria-labelledby="venue-form-heading">
      <h1 id="venue-form-heading">{title}</h1>
      {children}
    </section>
  );
}

function ThankYou({ venue, suggestion }: { venue: VenueFormData; suggestion: boolean }) {
  const title = suggestion ? VENUE_FORM_MESSAGES.suggested : VENUE_FORM_MESSAGES.submitted;
  return <SubmittedNotice title={title} name={venue.name} headingLevel={2} testId="venue-submitted" />;
}

/** The add form of a signed-in account: basic for a plain user, standard for a producer, admin for editors. */
function AddVenue({ submission }: { submission: 'add' | 'suggest' }) {
  const user = useUserContext();
  const [submitted, setSubmitted] = useState<VenueFormData | null>(null);
  if (!user) return <Spinner />;
  if (submitted) return <ThankYou venue={submitted} suggestion={submission === 'suggest'} />;
  const formType = submission === 'suggest' ? 'basic' : venueFormTypeFor(user);
  return <VenueForm venue={null} formType={formType} submission={submission} onSubmitted={setSubmitted} />;
}

const SUBMISSION_TITLES = { add: 'Add Venue', suggest: 'Suggest a Venue' } as const;

/**
 * /manage/venues/add/ and /manage/venues/suggest/ (a public suggestion, basic form, for the editors): anonymous
 * visitors are asked to log in or register; any account may submit.
 */
export function VenueSubmissionPage({ submission }: { submission: 'add' | 'suggest' }) {
  return (
    <RequireRole roles={['user']} signIn={SUBMIT_SIGN_IN}>
      <FormFrame title={SUBMISSION_TITLES[submission]}>
        <AddVenue submission={submission} />
      </FormFrame>
    </RequireRole>
  );
}

/** What the route table shows under a saved venue's form (its calendar sources): features meet in src/app. */
export type VenueExtras = (venueId: number) => ReactNode;

/** The edit form of one venue, loaded for the caller (404 when it may not edit it), with the route table's extras. */
function EditVenue({ id, extras }: { id: number; extras?: VenueExtras | undefined }) {
  const user = useUserContext();
  const query = useVenueForm(id);
  const [submitted, setSubmitted] = useState<VenueFormData | null>(null);
  if (isApiError(query.error) && query.error.status === 404) return <NotFound LinkComponent={Link} />;
  if (query.isPending || !user) return <Spinner />;
  if (query.isError) return <ErrorState message={ERRORS.fetchResults} onRetry={() => void query.refetch()} />;
  if (submitted) return <ThankYou venue={submitted} suggestion={false} />;
  const formType = venueFormTypeFor(user);
  // A fresh form per venue, so its values start from that venue; its calendar sources below it (issue 30).
  return (
    <>
      <VenueForm key={query.data.id} venue={query.data} formType={formType} onSubmitted={setSubmitted} />
      {formType !== 'basic' && extras?.(query.data.id)}
    </>
  );
}

/** /manage/venues/edit/{id}/ (inside the producer area of the route table). */
export function VenueEditPage({ extras }: { extras?: VenueExtras }) {
  const id = idInAddress(useParams().id);
  if (id === null) return <NotFound LinkComponent={Link} />;
  return (
    <FormFrame title="Edit Venue">
      <EditVenue id={id} extras={extras} />
    </FormFrame>
  );
}

/** The owners' editor: a required "Select a venue" chooser of the venues the user manages, then that venue's form. */
function OwnersEditor({ extras }: { extras?: VenueExtras | undefined }) {
  const user = useUserContext();
  const chooserId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const venues = user?.producerQuotas.map((q) => q.poi) ?? [];
  if (!user) return <Spinner />;
  if (venues.length === 0) return <p className="ui-state__message">{VENUE_FORM_MESSAGES.noVenues}</p>;
  return (
    <>
      <SelectField
        label={VENUE_FORM_MESSAGES.selectVenue}
        name={chooserId}
        required
        value={chosen ?? ''}
        onChange={(event) => setChosen(idInAddress(event.target.value))}
      >
        <option value="">{VENUE_FORM_MESSAGES.selectVenue}</option>
        <SelectOptions options={venues.map((venue) => ({ value: venue.id, label: venue.name }))} />
      </SelectField>
      {chosen !== null && <EditVenue key={chosen} id={chosen} extras={extras} />}
    </>
  );
}

/** /manage/venues/ (inside the producer area of the route table). */
export function VenueOwnersPage({ extras }: { extras?: VenueExtras }) {
  return (
    <FormFrame title="My Venues">
      <OwnersEditor extras={extras} />
    </FormFrame>
  );
}
