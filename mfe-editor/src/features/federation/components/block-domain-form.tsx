import { fieldErrorsOf } from '@events/api-client/field-errors';
import { blockDomainSchema, type BlockedDomain } from '@events/contracts/federation';
import { Button } from '@events/ui/button';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { messagesOf, setServerErrors } from '@events/ui/form-messages';
import { TextField } from '@events/ui/text-field';
import { useSchemaForm } from '@events/ui/use-schema-form';
import { useBlockDomain } from '../api/block-domain';
import { fediverseMessages } from './fediverse-messages';

type Props = {
  /** Called with the stored block (its domain as the server normalised it) once the list has been read again. */
  readonly onBlocked: (blocked: BlockedDomain) => void;
};

/**
 * The domain of a server to block, checked by the endpoint's own schema (so "https://Spam.Example/" is sent as
 * "spam.example"); the server's 400 message lands on the field, any other failure says the block was not saved.
 */
export function BlockDomainForm({ onBlocked }: Props) {
  const intl = useAppIntl();
  const block = useBlockDomain();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useSchemaForm(blockDomainSchema, { domain: '' });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const blocked = await block.mutateAsync(body);
      reset();
      // The caret goes back to the emptied field: the next server to block is typed there.
      setFocus('domain');
      onBlocked(blocked);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields?.domain?.length) setServerErrors(setError, fields, ['domain']);
      else setError('root', { message: intl.formatMessage(fediverseMessages.saveFailed) });
    }
  });

  return (
    <form className="ui-form federation-blocks__form" noValidate onSubmit={onSubmit} aria-label={intl.formatMessage(fediverseMessages.blockLabel)}>
      <TextField
        label={intl.formatMessage(fediverseMessages.blockLabel)}
        description={intl.formatMessage(fediverseMessages.blockHint)}
        required
        autoComplete="off"
        spellCheck={false}
        {...register('domain')}
        errors={messagesOf(errors.domain)}
      />
      {errors.root && <p role="alert">{errors.root.message}</p>}
      <Button type="submit" busy={isSubmitting} disabled={isSubmitting}>
        {intl.formatMessage(fediverseMessages.block)}
      </Button>
    </form>
  );
}
