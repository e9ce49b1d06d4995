import { isApiError } from '@events/api-client/api-error';
import { useUserContext } from '@events/api-client/use-session';
import { type VenueFormData, venueFormTypeFor } from '@events/contracts/venue-forms';
import { idInAddress } from '@events/contracts/lists';
import { RequireRole } from '@events/remote-kit/require-role';
import { ErrorState } from '@events/ui/error-state';
import { NotFound } from '@events/ui/not-found';
import { SelectField } from '@events/ui/select-field';
import { Spinner } from '@events/ui/spinner';
import { SelectOptions } from '@events/ui/select-options';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useId, useState, type ReactNode } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { common } from '../../../i18n/shared-messages';
import { Link, useParams } from '@events/router';
import { SubmittedNotice } from '../../../components/submitted-notice';
import { useVenueForm } from '../api/get-venue-form';
import { VenueForm } from './venue-form';
import './venues.css';

const messages = plainMessages(defineMessages({
  loginPrompt: { id: 'producer.venuePages.loginPrompt', defaultMessage: 'Log in or register to submit a venue.' },
  needsAccount: { id: 'producer.venuePages.needsAccount', defaultMessage: 'Adding a venue needs a free account.' },
  suggested: { id: 'producer.venuePages.suggested', defaultMessage: 'Thank you! Your venue was sent to our editors for review.' },
  submitted: { id: 'producer.venuePages.submitted', defaultMessage: 'Thank you! Your venue was sent to our editors, who publish it after a review.' },
  add: { id: 'producer.venuePages.add', defaultMessage: 'Add Venue' },
  suggest: { id: 'producer.venuePages.suggest', defaultMessage: 'Suggest a Venue' },
  edit: { id: 'producer.venuePages.edit', defaultMessage: 'Edit Venue' },
  noVenues: { id: 'producer.venuePages.noVenues', defaultMessage: 'You do not manage any venue yet.' },
  myVenues: { id: 'producer.venuePages.myVenues', defaultMessage: 'My Venues' },
}));

function FormFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="venue-form-page" aria-labelledby="venue-form-heading">
      <h1 id="venue-form-heading">{title}</h1>
      {children}
    </section>
  );
}

function ThankYou({ venue, suggestion }: { venue: VenueFormData; suggestion: boolean }) {
  const intl = useAppIntl();
  const title = intl.formatMessage(suggestion ? messages.suggested : messages.submitted);
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

const SUBMISSION_TITLES = { add: messages.add, suggest: messages.suggest } as const;

/**
 * /manage/venues/add/ and /manage/venues/suggest/ (a public suggestion, basic form, for the editors): anonymous
 * visitors are asked to log in or register; any account may submit.
 */
export function VenueSubmissionPage({ submission }: { submission: 'add' | 'suggest' }) {
  const intl = useAppIntl();
  const signIn = { title: intl.formatMessage(messages.loginPrompt), message: intl.formatMessage(messages.needsAccount) };
  return (
    <RequireRole roles={['user']} signIn={signIn}>
      <FormFrame title={intl.formatMessage(SUBMISSION_TITLES[submission])}>
        <AddVenue submission={submission} />
      </FormFrame>
    </RequireRole>
  );
}

/** What the route table shows under a saved venue's form (its calendar sources): features meet in src/app. */
export type VenueExtras = (venueId: number) => ReactNode;

/** The edit form of one venue, loaded for the caller (404 when it may not edit it), with the route table's extras. */
function EditVenue({ id, extras }: { id: number; extras?: VenueExtras | undefined }) {
  const intl = useAppIntl();
  const user = useUserContext();
  const query = useVenueForm(id);
  const [submitted, setSubmitted] = useState<VenueFormData | null>(null);
  if (isApiError(query.error) && query.error.status === 404) return <NotFound LinkComponent={Link} />;
  if (query.isPending || !user) return <Spinner />;
  if (query.isError) return <ErrorState message={intl.formatMessage(common.fetchResults)} onRetry={() => void query.refetch()} />;
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
  const intl = useAppIntl();
  const id = idInAddress(useParams().id);
  if (id === null) return <NotFound LinkComponent={Link} />;
  return (
    <FormFrame title={intl.formatMessage(messages.edit)}>
      <EditVenue id={id} extras={extras} />
    </FormFrame>
  );
}

/** The owners' editor: a required "Select a venue" chooser of the venues the user manages, then that venue's form. */
function OwnersEditor({ extras }: { extras?: VenueExtras | undefined }) {
  const intl = useAppIntl();
  const user = useUserContext();
  const chooserId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const venues = user?.producerQuotas.map((q) => q.poi) ?? [];
  if (!user) return <Spinner />;
  if (venues.length === 0) return <p className="ui-state__message">{intl.formatMessage(messages.noVenues)}</p>;
  return (
    <>
      <SelectField
        label={intl.formatMessage(common.selectVenue)}
        name={chooserId}
        required
        value={chosen ?? ''}
        onChange={(event) => setChosen(idInAddress(event.target.value))}
      >
        <option value="">{intl.formatMessage(common.selectVenue)}</option>
        <SelectOptions options={venues.map((venue) => ({ value: venue.id, label: venue.name }))} />
      </SelectField>
      {chosen !== null && <EditVenue key={chosen} id={chosen} extras={extras} />}
    </>
  );
}

/** /manage/venues/ (inside the producer area of the route table). */
export function VenueOwnersPage({ extras }: { extras?: VenueExtras }) {
  const intl = useAppIntl();
  return (
    <FormFrame title={intl.formatMessage(messages.myVenues)}>
      <OwnersEditor extras={extras} />
    </FormFrame>
  );
}
