import { OSM_TYPES, VENUE_LIMITS, type VenueWriteParsed } from '@events/contracts/venue-forms';
import { CountedTextField } from '@events/ui/counted-text-field';
import { messagesOf } from '@events/ui/form-messages';
import { SelectField } from '@events/ui/select-field';
import { TextField } from '@events/ui/text-field';
import { SelectOptions, plainOptions } from '@events/ui/select-options';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { VenueFormValues } from '../utils/venue-form-values';

export type VenueEditorToolsProps = {
  control: Control<VenueFormValues, unknown, VenueWriteParsed>;
  register: UseFormRegister<VenueFormValues>;
  errors: FieldErrors<VenueFormValues>;
};

/** The Editor Tools section (admin form type only, spec section 6): OpenStreetMap and Wikidata ids, notes, flags. */
export function VenueEditorTools({ control, register, errors }: VenueEditorToolsProps) {
  return (
    <section className="venue-form__section" aria-labelledby="venue-editor-tools">
      <h2 id="venue-editor-tools">Editor Tools</h2>
      <div className="ui-form__row">
        <SelectField label="OSM type" {...register('osm_type')} errors={messagesOf(errors.osm_type)}>
          <option value="">None</option>
          <SelectOptions options={plainOptions(OSM_TYPES)} />
        </SelectField>
        <TextField label="OSM id" maxLength={VENUE_LIMITS.osmId} {...register('osm_id')} errors={messagesOf(errors.osm_id)} />
      </div>
      <TextField label="Wikidata id" maxLength={VENUE_LIMITS.wikidataId} {...register('wikidata_id')} errors={messagesOf(errors.wikidata_id)} />
      <Controller
        control={control}
        name="notes"
        render={({ field, fieldState }) => (
          <CountedTextField label="Notes" rows={3} maxLength={VENUE_LIMITS.notes} {...field} value={field.value ?? ''} errors={messagesOf(fieldState.error)} />
        )}
      />
      <label className="venue-form__check">
        <input type="checkbox" {...register('hide_from_listing')} /> Hide from listing
      </label>
      <label className="venue-form__check">
        <input type="checkbox" {...register('recertify')} /> Recertify
      </label>
    </section>
  );
}
