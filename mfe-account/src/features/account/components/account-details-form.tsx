import { fieldErrorLines } from '@events/api-client/field-errors';
import { accountUpdateSchema, type Account, type AccountUpdate } from '@events/contracts/account';
import { LANGUAGES } from '@events/contracts/languages';
import { DISTANCE_UNITS, type DistanceUnit } from '@events/contracts/reference';
import { Button } from '@events/ui/button';
import { FormErrors } from '@events/ui/form-errors';
import { messagesOf } from '@events/ui/form-messages';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { PasswordField } from '@events/ui/password-field';
import { SelectField } from '@events/ui/select-field';
import { TextField } from '@events/ui/text-field';
import { FieldErrorList } from '@events/ui/field-error-list';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { defineMessages, type MessageDescriptor } from '@events/api-client/intl';
import { useUpdateAccount } from '../api/update-account';
import { submitFailureLines } from '../utils/account-failures';
import { accountMessages } from '../utils/account-messages';
import { accountUpdateBody, languageChanges, needsCurrentPassword, showLanguage } from '../utils/account-update';

const messages = plainMessages(defineMessages({
  heading: { id: 'account.details.heading', defaultMessage: 'Your details' },
  firstName: { id: 'account.details.firstName', defaultMessage: 'First name' },
  lastName: { id: 'account.details.lastName', defaultMessage: 'Last name' },
  email: { id: 'account.details.email', defaultMessage: 'E-mail' },
  password: { id: 'account.details.password', defaultMessage: 'Current password' },
  passwordHint: { id: 'account.details.passwordHint', defaultMessage: 'Enter your current password to change your e-mail address.' },
  units: { id: 'account.details.units', defaultMessage: 'Distance units' },
  miles: { id: 'account.details.miles', defaultMessage: 'Miles (mi)' },
  kilometers: { id: 'account.details.kilometers', defaultMessage: 'Kilometers (km)' },
  language: { id: 'account.details.language', defaultMessage: 'Language' },
  languageHint: { id: 'account.details.languageHint', defaultMessage: 'Pages, messages and e-mails are in this language.' },
  browserLanguage: { id: 'account.details.browserLanguage', defaultMessage: 'The language of your browser' },
  saving: { id: 'account.details.saving', defaultMessage: 'Saving…' },
  save: { id: 'account.details.save', defaultMessage: 'Save details' },
}));

const UNIT_LABELS: Readonly<Record<DistanceUnit, MessageDescriptor>> = { mi: messages.miles, km: messages.kilometers };
const FIELDS = ['first_name', 'last_name', 'email', 'distance_units', 'language', 'password'] as const;
const LABELS = {
  first_name: messages.firstName,
  last_name: messages.lastName,
  email: messages.email,
  distance_units: messages.units,
  language: messages.language,
  password: messages.password,
};

/**
 * First and last name, e-mail, distance units and language; saved together, the shared user context follows. A new
 * e-mail needs the current password (when the account has one), so the field appears while the address differs; it
 * takes effect when the link mailed to it is opened (EmailConfirmationNotice says so meanwhile). A new language
 * (issue 31) becomes the language cookie's too, and the page is shown again in it.
 */
export function AccountDetailsForm({ account }: { account: Account }) {
  const intl = useAppIntl();
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
    defaultValues: {
      first_name: account.firstName,
      last_name: account.lastName,
      email: account.email,
      distance_units: account.distanceUnits,
      language: account.language,
    },
  });

  const askPassword = needsCurrentPassword(account, useWatch({ control, name: 'email' }));

  const onSubmit = handleSubmit(async (values) => {
    setSaved(null);
    setListed([]);
    try {
      const answer = await update.mutateAsync(accountUpdateBody(account, values));
      if (languageChanges(account, answer)) {
        showLanguage(answer.language);
        return;
      }
      resetField('password', { defaultValue: '' });
      // A new address waits for its link: the field shows the address the account still has.
      resetField('email', { defaultValue: answer.email });
      const asked = values.email !== undefined && answer.pendingEmail !== null && values.email.toLowerCase() === answer.pendingEmail.toLowerCase();
      setSaved(
        asked
          ? intl.formatMessage(accountMessages.confirmationSent, { email: answer.pendingEmail ?? '' })
          : intl.formatMessage(accountMessages.updated),
      );
    } catch (error) {
      const labels = Object.fromEntries(Object.entries(LABELS).map(([field, label]) => [field, intl.formatMessage(label)]));
      setListed(submitFailureLines(error, setError, FIELDS, (fields) => fieldErrorLines(fields, labels), intl));
    }
  });

  return (
    <form className="ui-form account-form" noValidate onSubmit={onSubmit} aria-labelledby="account-details-heading">
      <h2 id="account-details-heading" className="account-section__title">
        {intl.formatMessage(messages.heading)}
      </h2>
      <div className="ui-form__row">
        <TextField
          label={intl.formatMessage(messages.firstName)}
          autoComplete="given-name"
          {...register('first_name')}
          errors={messagesOf(errors.first_name)}
        />
        <TextField
          label={intl.formatMessage(messages.lastName)}
          autoComplete="family-name"
          {...register('last_name')}
          errors={messagesOf(errors.last_name)}
        />
      </div>
      <TextField
        label={intl.formatMessage(messages.email)}
        type="email"
        required
        autoComplete="email"
        {...register('email')}
        errors={messagesOf(errors.email)}
      />
      {askPassword && (
        <PasswordField
          label={intl.formatMessage(messages.password)}
          purpose="current"
          description={intl.formatMessage(messages.passwordHint)}
          {...register('password')}
          errors={messagesOf(errors.password)}
        />
      )}
      <fieldset className="account-form__choices" aria-describedby={errors.distance_units ? `${unitsId}-errors` : undefined}>
        <legend className="ui-field__label">{intl.formatMessage(messages.units)}</legend>
        {DISTANCE_UNITS.map((unit) => (
          <label key={unit} className="account-form__choice">
            <input type="radio" value={unit} {...register('distance_units')} />
            {intl.formatMessage(UNIT_LABELS[unit])}
          </label>
        ))}
        <FieldErrorList id={`${unitsId}-errors`} messages={messagesOf(errors.distance_units)} />
      </fieldset>
      {/* Each language is named in itself, so a reader finds theirs whatever the page's language. */}
      <SelectField
        label={intl.formatMessage(messages.language)}
        description={intl.formatMessage(messages.languageHint)}
        {...register('language', { setValueAs: (value: unknown) => (value === '' || value === null ? null : value) })}
        errors={messagesOf(errors.language)}
      >
        <option value="">{intl.formatMessage(messages.browserLanguage)}</option>
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </SelectField>
      <FormErrors messages={listed} />
      <div role="status">{saved && <p className="ui-notice">{saved}</p>}</div>
      <div>
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? intl.formatMessage(messages.saving) : intl.formatMessage(messages.save)}
        </Button>
      </div>
    </form>
  );
}
