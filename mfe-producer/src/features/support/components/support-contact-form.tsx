import { isApiError } from '@events/api-client/api-error';
import { fieldErrorsOf } from '@events/api-client/field-errors';
import { VALIDATION } from '@events/contracts/messages';
import {
  SUPPORT_EMAIL_MAX,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGES,
  SUPPORT_NAME_MAX,
  supportContactSchema,
  type SupportContactInput,
} from '@events/contracts/support';
import { Button } from '@events/ui/button';
import { CountedTextField } from '@events/ui/counted-text-field';
import { FormErrors } from '@events/ui/form-errors';
import { messagesOf, setServerErrors } from '@events/ui/form-messages';
import { useSchemaForm } from '@events/ui/use-schema-form';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useSendSupportContact } from '../api/send-support-contact';

const FIELDS = ['name', 'email', 'message'] as const;

export type SupportContactFormProps = {
  defaults: SupportContactInput;
  /** The server's word that the message went out. */
  onSent: (detail: string) => void;
};

/** What a failure other than field errors says: the server's own words for a throttled account, else the spec's retry line. */
function failureOf(error: unknown): string {
  if (isApiError(error) && error.status === 429 && error.detail) return error.detail;
  return SUPPORT_MESSAGES.failed;
}

/**
 * Name, e-mail and message (spec section 5: name and e-mail required, at most 1024 characters; the message free
 * text with a counter). Validates on touch with the schema the server parses with; the server's field errors show on
 * the fields and clear when the field changes.
 */
export function SupportContactForm({ defaults, onSent }: SupportContactFormProps) {
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
      else setFailure(failureOf(error));
    }
  });

  const invalid = Object.keys(errors).length > 0;
  return (
    <form className="ui-form support-form" noValidate onSubmit={onSubmit} aria-labelledby="support-heading">
      <Controller
        control={control}
        name="name"
        render={({ field, fieldState }) => (
          <CountedTextField {...field} label="Name" required autoComplete="name" maxLength={SUPPORT_NAME_MAX} errors={messagesOf(fieldState.error)} />
        )}
      />
      <Controller
        control={control}
        name="email"
        render={({ field, fieldState }) => (
          <CountedTextField
            {...field}
            label="E-mail"
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
          <CountedTextField {...field} label="Message" rows={8} maxLength={SUPPORT_MESSAGE_MAX} errors={messagesOf(fieldState.error)} />
        )}
      />
      <FormErrors messages={failure ? [failure] : []} />
      <div className="support-form__actions">
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send message'}
        </Button>
        {invalid && <p className="ui-field__errors support-form__invalid">{VALIDATION.correctFormErrors}</p>}
      </div>
    </form>
  );
}
