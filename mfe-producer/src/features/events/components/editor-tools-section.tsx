import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useFormContext } from 'react-hook-form';
import { defineMessages } from '@events/api-client/intl';
import type { EventFormValues } from '../utils/event-form-values';
import { CheckboxField } from './checkbox-field';
import { FormSection } from './form-section';

const messages = plainMessages(defineMessages({
  title: { id: 'producer.editorTools.title', defaultMessage: 'Editor Tools' },
  recertify: { id: 'producer.editorTools.recertify', defaultMessage: 'Recertify' },
  recertifyHelp: { id: 'producer.editorTools.recertifyHelp', defaultMessage: 'Mark the listing as checked again by an editor.' },
}));

/** Editor Tools (edit only, zeditors and superusers): the recertify flag. */
export function EditorToolsSection() {
  const intl = useAppIntl();
  const { register } = useFormContext<EventFormValues>();
  return (
    <FormSection title={intl.formatMessage(messages.title)}>
      <CheckboxField label={intl.formatMessage(messages.recertify)} description={intl.formatMessage(messages.recertifyHelp)} {...register('recertify')} />
    </FormSection>
  );
}
