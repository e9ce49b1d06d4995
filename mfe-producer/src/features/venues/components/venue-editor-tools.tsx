import { OSM_TYPES, VENUE_LIMITS, type VenueWriteParsed } from '@events/contracts/venue-forms';
import { CountedTextField } from '@events/ui/counted-text-field';
import { messagesOf } from '@events/ui/form-messages';
import { SelectField } from '@events/ui/select-field';
import { TextField } from '@events/ui/text-field';
import { SelectOptions, plainOptions } from '@events/ui/select-options';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { VenueFormValues } from '../utils/venue-form-values';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';

const messages = plainMessages(defineMessages({
  title: { id: 'producer.venueEditorTools.title', defaultMessage: 'Editor Tools' },
  osmType: { id: 'producer.venueEditorTools.osmType', defaultMessage: 'OSM type' },
  none: { id: 'producer.venueEditorTools.none', defaultMessage: 'None' },
  osmId: { id: 'producer.venueEditorTools.osmId', defaultMessage: 'OSM id' },
  wikidataId: { id: 'producer.venueEditorTools.wikidataId', defaultMessage: 'Wikidata id' },
  notes: { id: 'producer.venueEditorTools.notes', defaultMessage: 'Notes' },
  hide: { id: 'producer.venueEditorTools.hide', defaultMessage: 'Hide from listing' },
  recertify: { id: 'producer.venueEditorTools.recertify', defaultMessage: 'Recertify' },
}));

const SPACE = ' ';

export type VenueEditorToolsProps = {
  control: Control<VenueFormValues, unknown, VenueWriteParsed>;
  register: UseFormRegister<VenueFormValues>;
  errors: FieldErrors<VenueFormValues>;
};

/** The Editor Tools section (admin form type only, spec section 6): OpenStreetMap and Wikidata ids, notes, flags. */
export function VenueEditorTools({ control, register, errors }: VenueEditorToolsProps) {
  const intl = useAppIntl();
  return (
    <section className="venue-form__section" aria-labelledby="venue-editor-tools">
      <h2 id="venue-editor-tools">{intl.formatMessage(messages.title)}</h2>
      <div className="ui-form__row">
        <SelectField label={intl.formatMessage(messages.osmType)} {...register('osm_type')} errors={messagesOf(errors.osm_type)}>
          <option value="">{intl.formatMessage(messages.none)}</option>
          <SelectOptions options={plainOptions(OSM_TYPES)} />
        </SelectField>
        <TextField label={intl.formatMessage(messages.osmId)} maxLength={VENUE_LIMITS.osmId} {...register('osm_id')} errors={messagesOf(errors.osm_id)} />
      </div>
      <TextField label={intl.formatMessage(messages.wikidataId)} maxLength={VENUE_LIMITS.wikidataId} {...register('wikidata_id')} errors={messagesOf(errors.wikidata_id)} />
      <Controller
        control={control}
        name="notes"
        render={({ field, fieldState }) => (
          <CountedTextField label={intl.formatMessage(messages.notes)} rows={3} maxLength={VENUE_LIMITS.notes} {...field} value={field.value ?? ''} errors={messagesOf(fieldState.error)} />
        )}
      />
      <label className="venue-form__check">
        <input type="checkbox" {...register('hide_from_listing')} />
        {SPACE}
        {intl.formatMessage(messages.hide)}
      </label>
      <label className="venue-form__check">
        <input type="checkbox" {...register('recertify')} />
        {SPACE}
        {intl.formatMessage(messages.recertify)}
      </label>
    </section>
  );
}
