import { fieldErrorLines } from '@events/api-client/field-errors';
import { ACCOUNT_MESSAGES, accountUpdateSchema, type Account, type AccountUpdate } from '@events/contracts/account';
import { DISTANCE_UNITS, type DistanceUnit } from '@events/contracts/reference';
import { Button } from '@events/ui/button';
import { FormErrors } from '@events/ui/form-errors';
import { messagesOf } from '@events/ui/form-messages';
import { PasswordField } from '@events/ui/password-field';
import { TextField } from '@events/ui/text-field';
import { FieldErrorList } from '@events/ui/field-error-list';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useUpdateAccount } from '../api/update-account';
import { submitFailureLines } from '../utils/account-failures';
import { accountUpdateBody, EMAIL_CHANGE_PASSWORD_HINT, needsCurrentPassword } from '../utils/account-update';

const UNIT_LABELS: Readonly<Record<DistanceUnit, string>> = { mi: 'Miles (mi)', km: 'Kilometers (km)' };
const FIELDS = ['first_name', 'last_name', 'email', 'distance_units', 'password'] as const;
const LABELS = { first_name: 'First name', last_name: 'Last name', email: 'E-mail', distance_units: 'Distance units', password: 'Current password' };

/**
 * First and last name, e-mail and distance units; saved together, the shared user context follows. A new e-mail
 * needs the current password (when the account has one), so the field appears while the address differs; it takes
 * effect when the link mailed to it is opened (EmailConfirmationNotice says so meanwhile).
 */
export function AccountDetailsForm({ account }: { account: Account }) {
  const update = useUpdateAccount();
  const unitsId = useId();
  const [saved, setSaved] = useState<string | null>(null);
  const [listed, setListed] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AccountUpdate>({
    resolver: zodResolver(accountUpdateSchema),
    defaultValues: { first_name: account.firstName, last_name: account.lastName, email: account.email, distance_units: account.distanceUnits },
  });

  const askPassword = needsCurrentPassword(account, useWatch({ control, name: 'email' }));

  const onSubmit = handleSubmit(async (values) => {
    setSaved(null);
    setListed([]);
    try {
      const answer = await update.mutateAsync(accountUpdateBody(account, values));
      resetField('password', { defaultValue: '' });
      // A new address waits for its link: the field shows the address the account still has.
      resetField('email', { defaultValue: answer.email });
      const asked = values.email !== undefined && answer.pendingEmail !== null && values.email.toLowerCase() === answer.pendingEmail.toLowerCase();
      setSaved(asked ? ACCOUNT_MESSAGES.confirmationSent(answer.pendingEmail ?? '') : ACCOUNT_MESSAGES.updated);
    } catch (error) {
      setListed(submitFailureLines(error, setError, FIELDS, (fields) => fieldErrorLines(fields, LABELS)));
    }
  });

  return (
    <form className="ui-form account-form" noValidate onSubmit={onSubmit} aria-labelledby="account-details-heading">
      <h2 id="account-details-heading" className="account-section__title">
        Your details
      </h2>
      <div className="ui-form__row">
        <TextField label="First name" autoComplete="given-name" {...register('first_name')} errors={messagesOf(errors.first_name)} />
        <TextField label="Last name" autoComplete="family-name" {...register('last_name')} errors={messagesOf(errors.last_name)} />
      </div>
      <TextField label="E-mail" type="email" required autoComplete="email" {...register('email')} errors={messagesOf(errors.email)} />
      {askPassword && (
        <PasswordField
          label="Current password"
          purpose="current"
          description={EMAIL_CHANGE_PASSWORD_HINT}
          {...register('password')}
          errors={messagesOf(errors.password)}
        />
      )}
      <fieldset className="account-form__choices" aria-describedby={errors.distance_units ? `${unitsId}-errors` : undefined}>
        <legend className="ui-field__label">Distance units</legend>
        {DISTANCE_UNITS.map((unit) => (
          <label key={unit} className="account-form__choice">
            <input type="radio" value={unit} {...register('distance_units')} />
            {UNIT_LABELS[unit]}
          </label>
        ))}
        <FieldErrorList id={`${unitsId}-errors`} messages={messagesOf(errors.distance_units)} />
      </fieldset>
      <FormErrors messages={listed} />
      <div role="status">{saved && <p className="ui-notice">{saved}</p>}</div>
      <div>
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save details'}
        </Button>
      </div>
    </form>
  );
}
