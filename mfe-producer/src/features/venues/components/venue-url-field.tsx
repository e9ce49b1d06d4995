import type { VenueWriteParsed } from '@events/contracts/venue-forms';
import { messagesOf } from '@events/ui/form-messages';
import { UrlField } from '@events/ui/url-field';
import { Controller, type Control } from 'react-hook-form';
import type { VenueFormValues } from '../utils/venue-form-values';

type UrlFieldName = 'website' | 'wikipedia_url' | 'facebook_url' | 'instagram_url' | 'twitter_url';

export type VenueUrlFieldProps = {
  control: Control<VenueFormValues, unknown, VenueWriteParsed>;
  name: UrlFieldName;
  label: string;
  maxLength: number;
};

/** One of the venue's URLs: the kit's URL field (http or https, counted) bound to the form. */
export function VenueUrlField({ control, name, label, maxLength }: VenueUrlFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <UrlField label={label} maxLength={maxLength} {...field} value={field.value ?? ''} errors={messagesOf(fieldState.error)} />
      )}
    />
  );
}
