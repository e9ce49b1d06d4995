import { isApiError } from '@events/api-client/api-error';
import { fieldErrorsOf } from '@events/api-client/field-errors';
import {
  SUPPORT_EMAIL_MAX,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_NAME_MAX,
  supportContactSchema,
  type SupportContactInput,
} from '@events/contracts/support';
import { Button } from '@events/ui/button';
import { CountedTextField } from '@events/ui/counted-text-field';
import { FormErrors } from '@events/ui/form-errors';
import { messagesOf, setServerErrors } from '@events/ui/form-messages';
import { useSchemaForm } from '@events/ui/use-schema-form';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useState } from 'react';
import { defineMessages, type IntlShape } from '@events/api-client/intl';
import { common } from '../../../i18n/shared-messages';
import { Controller } from 'react-hook-form';
import { useSendSupportContact } from '../api/send-support-contact';

const messages = plainMessages(defineMessages({
  failed: { id: 'producer.support.failed', defaultMessage: 'Your message could not be sent. Please try your request again.' },
  name: { id: 'producer.support.name', defaultMessage: 'Name' },
  email: { id: 'producer.support.email', defaultMessage: 'E-mail' },
  message: { id: 'producer.support.message', defaultMessage: 'Message' },
  sending: { id: 'producer.support.sending', defaultMessage: 'Sending…' },
  send: { id: 'producer.support.send', defaultMessage: 'Send message' },
}));

const FIELDS = ['name', 'email', 'message'] as const;

export type SupportContactFormProps = {
  defaults: SupportContactInput;
  /** The server's word that the message went out. */
  onSent: (detail: string) => void;
};

/** What a failure other than field errors says: the server's own words for a throttled account, else the spec's retry line. */
function failureOf(intl: IntlShape, error: unknown): string {
  if (isApiError(error) && error.status === 429 && error.detail) return error.detail;
  return intl.formatMessage(messages.failed);
}

/**
 * Name, e-mail and message (spec section 5: name and e-mail required, at most 1024 characters; the message free
 * text with a counter). Validates on touch with the schema the server parses with; the server's field errors show on
 * the fields and clear when the field changes.
 */
export function SupportContactForm({ defaults, onSent }: SupportContactFormProps) {
  const intl = useAppIntl();
  const send = useSendSupportContact();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(supportContactSchema, defaults);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { detail } = await send.mutateAsync(values);
      onSent(detail);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) setServerErrors(setError, fields, FIELDS);
      else setFailure(failureOf(intl, error));
    }
  });

  const invalid = Object.keys(errors).length > 0;
  return (
    <form className="ui-form support-form" noValidate onSubmit={onSubmit} aria-labelledby="support-heading">
      <Controller
        control={control}
        name="name"
        render={({ field, fieldState }) => (
          <CountedTextField {...field} label={intl.formatMessage(messages.name)} required autoComplete="name" maxLength={SUPPORT_NAME_MAX} errors={messagesOf(fieldState.error)} />
        )}
      />
      <Controller
        control={control}
        name="email"
        render={({ field, fieldState }) => (
          <CountedTextField
            {...field}
            label={intl.formatMessage(messages.email)}
            type="email"
            inputMode="email"
            required
            autoComplete="email"
            maxLength={SUPPORT_EMAIL_MAX}
            errors={messagesOf(fieldState.error)}
          />
        )}
      />
      <Controller
        control={control}
        name="message"
        render={({ field, fieldState }) => (
          <CountedTextField {...field} label={intl.formatMessage(messages.message)} rows={8} maxLength={SUPPORT_MESSAGE_MAX} errors={messagesOf(fieldState.error)} />
        )}
      />
      <FormErrors messages={failure ? [failure] : []} />
      <div className="support-form__actions">
        <Button type="submit" busy={isSubmitting}>
          {intl.formatMessage(isSubmitting ? messages.sending : messages.send)}
        </Button>
        {invalid && <p className="ui-field__errors support-form__invalid">{intl.formatMessage(common.correctFormErrors)}</p>}
      </div>
    </form>
  );
}
