import { useFormContext } from 'react-hook-form';
import type { EventFormValues } from '../utils/event-form-values';
import { CheckboxField } from './checkbox-field';
import { FormSection } from './form-section';

/** Editor Tools (edit only, zeditors and superusers): the recertify flag. */
export function EditorToolsSection() {
  const { register } = useFormContext<EventFormValues>();
  return (
    <FormSection title="Editor Tools">
      <CheckboxField label="Recertify" description="Mark the listing as checked again by an editor." {...register('recertify')} />
    </FormSection>
  );
}
