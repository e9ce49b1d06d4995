import { OSM_TYPES, VENUE_LIMITS } from '@events/contracts/venue-forms';
import { messagesOf } from '@events/ui/form-messages';
import { SelectField } from '@events/ui/select-field';
import { TextField } from '@events/ui/text-field';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { VenueFormValues } from '../utils/venue-form-values';
import { CountedTextArea } from './counted-text-area';

export type VenueEditorToolsProps = {
  register: UseFormRegister<VenueFormValues>;
  errors: FieldErrors<VenueFormValues>;
  notes: string;
};

/** The Editor Tools section (admin form type only, spec section 6): OpenStreetMap and Wikidata ids, notes, flags. */
export function VenueEditorTools({ register, errors, notes }: VenueEditorToolsProps) {
  return (
    <section className="venue-form__section" aria-labelledby="venue-editor-tools">
      <h2 id="venue-editor-tools">Editor Tools</h2>
      <div className="ui-form__row">
        <SelectField label="OSM type" {...register('osm_type')} errors={messagesOf(errors.osm_type)}>
          <option value="">None</option>
          {OSM_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <TextField label="OSM id" maxLength={VENUE_LIMITS.osmId} {...register('osm_id')} errors={messagesOf(errors.osm_id)} />
      </div>
      <TextField label="Wikidata id" maxLength={VENUE_LIMITS.wikidataId} {...register('wikidata_id')} errors={messagesOf(errors.wikidata_id)} />
      <CountedTextArea label="Notes" limit={VENUE_LIMITS.notes} value={notes} {...register('notes')} errors={messagesOf(errors.notes)} />
      <label className="venue-form__check">
        <input type="checkbox" {...register('hide_from_listing')} /> Hide from listing
      </label>
      <label className="venue-form__check">
        <input type="checkbox" {...register('recertify')} /> Recertify
      </label>
    </section>
  );
}
