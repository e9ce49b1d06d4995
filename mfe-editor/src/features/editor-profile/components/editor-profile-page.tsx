import { fieldErrorsOf } from '@events/api-client/field-errors';
import {
  DISPLAY_NAME_MAX,
  EDITOR_DESK_PATHS,
  type EditorProfile,
  editorProfileFormSchema,
} from '@events/contracts/editor';
import { Button } from '@events/ui/button';
import { CountedTextField } from '@events/ui/counted-text-field';
import { ErrorState } from '@events/ui/error-state';
import { messagesOf, setServerErrors } from '@events/ui/form-messages';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { Spinner } from '@events/ui/spinner';
import { TextField } from '@events/ui/text-field';
import { useSchemaForm } from '@events/ui/use-schema-form';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { defineMessages, type IntlShape, type MessageDescriptor } from '@events/api-client/intl';
import { Link } from '@events/router';
import { commonMessages, dateTime } from '../../../i18n/common-messages';
import { useEditorProfile, useSaveEditorProfile } from '../api/editor-profile';

const messages = plainMessages(defineMessages({
  saved: { id: 'editor.profile.saved', defaultMessage: 'Profile saved.' },
  notSaved: { id: 'editor.profile.notSaved', defaultMessage: 'The profile was not saved. Please try again.' },
  formLabel: { id: 'editor.profile.formLabel', defaultMessage: 'Editor profile' },
  displayName: { id: 'editor.profile.displayName', defaultMessage: 'Display name' },
  towns: { id: 'editor.profile.towns', defaultMessage: 'Towns or regions you cover' },
  townsHint: { id: 'editor.profile.townsHint', defaultMessage: 'Separate them with commas, e.g. Lenox, Stockbridge.' },
  notifyNew: { id: 'editor.profile.notifyNew', defaultMessage: 'Mail me about each new claim or venue submission in my towns' },
  saveProfile: { id: 'editor.profile.saveProfile', defaultMessage: 'Save profile' },
  recentActions: { id: 'editor.profile.recentActions', defaultMessage: 'Recent actions' },
  action: {
    id: 'editor.profile.action',
    defaultMessage:
      '{action}{venue, select, none {} other { (venue #{venue})}}{claim, select, none {} other { (claim #{claim})}}{event, select, none {} other { (event #{event})}}, {time}',
  },
  title: { id: 'editor.profile.title', defaultMessage: 'Editor Profile' },
  toolsNav: { id: 'editor.profile.toolsNav', defaultMessage: 'Editor tools' },
  timesheets: { id: 'editor.profile.timesheets', defaultMessage: 'Editor Timesheets' },
  searchAds: { id: 'editor.profile.searchAds', defaultMessage: 'Search Ads' },
}));

const ACTION_LABELS: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  claim_start: { id: 'editor.profile.actionClaimStart', defaultMessage: 'Started verifying a claim' },
  claim_accept: { id: 'editor.profile.actionClaimAccept', defaultMessage: 'Accepted a claim' },
  claim_reject: { id: 'editor.profile.actionClaimReject', defaultMessage: 'Rejected a claim' },
  venue_publish: { id: 'editor.profile.actionVenuePublish', defaultMessage: 'Published a venue' },
  venue_merge: { id: 'editor.profile.actionVenueMerge', defaultMessage: 'Merged a venue' },
  venue_reject: { id: 'editor.profile.actionVenueReject', defaultMessage: 'Rejected a venue' },
  venue_create: { id: 'editor.profile.actionVenueCreate', defaultMessage: 'Created a venue' },
  venue_edit: { id: 'editor.profile.actionVenueEdit', defaultMessage: 'Edited a venue' },
  event_create: { id: 'editor.profile.actionEventCreate', defaultMessage: 'Created an event' },
  event_edit: { id: 'editor.profile.actionEventEdit', defaultMessage: 'Edited an event' },
  event_merge: { id: 'editor.profile.actionEventMerge', defaultMessage: 'Merged an imported event' },
});

/** An action's name in the reader's language; an action the desk does not name yet reads as its code. */
function actionLabel(intl: IntlShape, action: string): string {
  const label = ACTION_LABELS[action];
  return label ? intl.formatMessage(label) : action;
}

function ProfileForm({ profile }: { profile: EditorProfile }) {
  const intl = useAppIntl();
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
      setSaved(intl.formatMessage(messages.saved));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) setServerErrors(setError, fields, ['display_name', 'towns', 'notify_new']);
      else setSaved(intl.formatMessage(messages.notSaved));
    }
  });

  return (
    <form className="ui-form" noValidate onSubmit={onSubmit} aria-label={intl.formatMessage(messages.formLabel)}>
      <Controller
        control={control}
        name="display_name"
        render={({ field, fieldState }) => <CountedTextField {...field} label={intl.formatMessage(messages.displayName)} maxLength={DISPLAY_NAME_MAX} errors={messagesOf(fieldState.error)} />}
      />
      <Controller
        control={control}
        name="towns"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label={intl.formatMessage(messages.towns)}
            description={intl.formatMessage(messages.townsHint)}
            errors={messagesOf(fieldState.error)} />
        )}
      />
      <div className="ui-checkbox">
        <input id="notify-new" type="checkbox" {...register('notify_new')} />
        <label htmlFor="notify-new">{intl.formatMessage(messages.notifyNew)}</label>
      </div>
      {errors.notify_new && <p className="ui-field__errors">{errors.notify_new.message}</p>}
      <Button type="submit" busy={isSubmitting} disabled={isSubmitting}>
        {intl.formatMessage(messages.saveProfile)}
      </Button>
      <p role="status">{saved}</p>
    </form>
  );
}

/** /editor/: the editor's display name, towns, new-item mail choice, and their recent actions. */
export function EditorProfilePage() {
  const intl = useAppIntl();
  const profile = useEditorProfile();
  let body;
  if (profile.isError) body = <ErrorState message={intl.formatMessage(commonMessages.fetchResults)} onRetry={() => void profile.refetch()} />;
  else if (profile.isPending) body = <Spinner />;
  else
    body = (
      <>
        <ProfileForm profile={profile.data} />
        <section aria-labelledby="recent-actions">
          <h2 id="recent-actions">{intl.formatMessage(messages.recentActions)}</h2>
          {profile.data.recentActions.length === 0 ? (
            <p>{intl.formatMessage(commonMessages.noItems)}</p>
          ) : (
            <ul>
              {profile.data.recentActions.map((a, i) => (
                <li key={`${a.created}-${i}`}>
                  {intl.formatMessage(messages.action, {
                    action: actionLabel(intl, a.action),
                    venue: a.venueId === null ? 'none' : String(a.venueId),
                    claim: a.claimId === null ? 'none' : String(a.claimId),
                    event: a.eventId === null ? 'none' : String(a.eventId),
                    time: <time dateTime={a.created}>{dateTime(intl, a.created)}</time>,
                  })}
                </li>
              ))}
            </ul>
          )}
        </section>
      </>
    );
  return (
    <div className="ui-page">
      <h1>{intl.formatMessage(messages.title)}</h1>
      <nav aria-label={intl.formatMessage(messages.toolsNav)}>
        <ul className="ui-chip-list">
          <li>
            <Link className="ui-chip" to={EDITOR_DESK_PATHS.submissions}>
              {intl.formatMessage(commonMessages.venueSubmissions)}
            </Link>
          </li>
          <li>
            <Link className="ui-chip" to={EDITOR_DESK_PATHS.mergeProposals}>
              {intl.formatMessage(commonMessages.proposedMerges)}
            </Link>
          </li>
          <li>
            <Link className="ui-chip" to={EDITOR_DESK_PATHS.timesheets}>
              {intl.formatMessage(messages.timesheets)}
            </Link>
          </li>
          <li>
            <Link className="ui-chip" to={EDITOR_DESK_PATHS.ads}>
              {intl.formatMessage(messages.searchAds)}
            </Link>
          </li>
          <li>
            <Link className="ui-chip" to={EDITOR_DESK_PATHS.fediverseBlocks}>
              {intl.formatMessage(commonMessages.blocksTitle)}
            </Link>
          </li>
        </ul>
      </nav>
      {body}
    </div>
  );
}
