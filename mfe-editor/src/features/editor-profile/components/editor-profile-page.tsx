import { fieldErrorsOf } from '@events/api-client/field-errors';
import {
  DISPLAY_NAME_MAX,
  EDITOR_DESK_PATHS,
  type EditorProfile,
  editorProfileFormSchema,
} from '@events/contracts/editor';
import { FEDIVERSE_MESSAGES } from '@events/contracts/federation';
import { ERRORS } from '@events/contracts/messages';
import { Button } from '@events/ui/button';
import { CountedTextField } from '@events/ui/counted-text-field';
import { ErrorState } from '@events/ui/error-state';
import { messagesOf, setServerErrors } from '@events/ui/form-messages';
import { Spinner } from '@events/ui/spinner';
import { TextField } from '@events/ui/text-field';
import { useSchemaForm } from '@events/ui/use-schema-form';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from '@events/router';
import { useEditorProfile, useSaveEditorProfile } from '../api/editor-profile';

const ACTION_LABELS: Readonly<Record<string, string>> = {
  claim_start: 'Started verifying a claim',
  claim_accept: 'Accepted a claim',
  claim_reject: 'Rejected a claim',
  venue_publish: 'Published a venue',
  venue_merge: 'Merged a venue',
  venue_reject: 'Rejected a venue',
  venue_create: 'Created a venue',
  venue_edit: 'Edited a venue',
  event_create: 'Created an event',
  event_edit: 'Edited an event',
  event_merge: 'Merged an imported event',
};


function ProfileForm({ profile }: { profile: EditorProfile }) {
  const save = useSaveEditorProfile();
  const [saved, setSaved] = useState('');
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(editorProfileFormSchema, { display_name: profile.displayName, towns: profile.towns.join(', '), notify_new: profile.notifyNew });

  const onSubmit = handleSubmit(async (body) => {
    setSaved('');
    try {
      await save.mutateAsync(body);
      setSaved('Profile saved.');
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) setServerErrors(setError, fields, ['display_name', 'towns', 'notify_new']);
      else setSaved('The profile was not saved. Please try again.');
    }
  });

  return (
    <form className="ui-form" noValidate onSubmit={onSubmit} aria-label="Editor profile">
      <Controller
        control={control}
        name="display_name"
        render={({ field, fieldState }) => <CountedTextField {...field} label="Display name" maxLength={DISPLAY_NAME_MAX} errors={messagesOf(fieldState.error)} />}
      />
      <Controller
        control={control}
        name="towns"
        render={({ field, fieldState }) => (
          <TextField {...field} label="Towns or regions you cover" description="Separate them with commas, e.g. Lenox, Stockbridge." errors={messagesOf(fieldState.error)} />
        )}
      />
      <div className="ui-checkbox">
        <input id="notify-new" type="checkbox" {...register('notify_new')} />
        <label htmlFor="notify-new">Mail me about each new claim or venue submission in my towns</label>
      </div>
      {errors.notify_new && <p className="ui-field__errors">{errors.notify_new.message}</p>}
      <Button type="submit" busy={isSubmitting} disabled={isSubmitting}>
        Save profile
      </Button>
      <p role="status">{saved}</p>
    </form>
  );
}

/** /editor/: the editor's display name, towns, new-item mail choice, and their recent actions. */
export function EditorProfilePage() {
  const profile = useEditorProfile();
  let body;
  if (profile.isError) body = <ErrorState message={ERRORS.fetchResults} onRetry={() => void profile.refetch()} />;
  else if (profile.isPending) body = <Spinner />;
  else
    body = (
      <>
        <ProfileForm profile={profile.data} />
        <section aria-labelledby="recent-actions">
          <h2 id="recent-actions">Recent actions</h2>
          {profile.data.recentActions.length === 0 ? (
            <p>No items to display.</p>
          ) : (
            <ul>
              {profile.data.recentActions.map((a, i) => (
                <li key={`${a.created}-${i}`}>
                  {ACTION_LABELS[a.action] ?? a.action}
                  {a.venueId !== null ? ` (venue #${a.venueId})` : ''}
                  {a.claimId !== null ? ` (claim #${a.claimId})` : ''}
                  {a.eventId !== null ? ` (event #${a.eventId})` : ''}, <time dateTime={a.created}>{new Date(a.created).toLocaleString()}</time>
                </li>
              ))}
            </ul>
          )}
        </section>
      </>
    );
  return (
    <div className="ui-page">
      <h1>Editor Profile</h1>
      <nav aria-label="Editor tools">
        <ul className="ui-chip-list">
          <li>
            <Link className="ui-chip" to={EDITOR_DESK_PATHS.submissions}>
              Venue Submissions
            </Link>
          </li>
          <li>
            <Link className="ui-chip" to={EDITOR_DESK_PATHS.mergeProposals}>
              Proposed Merges
            </Link>
          </li>
          <li>
            <Link className="ui-chip" to={EDITOR_DESK_PATHS.timesheets}>
              Editor Timesheets
            </Link>
          </li>
          <li>
            <Link className="ui-chip" to={EDITOR_DESK_PATHS.ads}>
              Search Ads
            </Link>
          </li>
          <li>
            <Link className="ui-chip" to={EDITOR_DESK_PATHS.fediverseBlocks}>
              {FEDIVERSE_MESSAGES.blocksTitle}
            </Link>
          </li>
        </ul>
      </nav>
      {body}
    </div>
  );
}
