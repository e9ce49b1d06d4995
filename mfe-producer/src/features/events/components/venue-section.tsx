import type { ProducerQuota } from '@events/contracts/auth';
import { messagesOf } from '@events/ui/form-messages';
import { SelectField } from '@events/ui/select-field';
import { SelectOptions } from '@events/ui/select-options';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useFormContext } from 'react-hook-form';
import { defineMessages } from '@events/api-client/intl';
import { common } from '../../../i18n/shared-messages';
import type { EventFormValues } from '../utils/event-form-values';
import { FormSection } from './form-section';
import { PublishingBlock } from './publishing-block';
import { VenueSearch } from './venue-search';

import type { VenueOption } from '../utils/event-venues';

const messages = plainMessages(defineMessages({
  title: { id: 'producer.venueSection.title', defaultMessage: 'Venue Information' },
  venue: { id: 'producer.venueSection.venue', defaultMessage: 'Venue' },
  zoneHelp: { id: 'producer.venueSection.zoneHelp', defaultMessage: "Dates and times are in the venue's time zone ({timeZone})." },
}));

export type VenueSectionProps = {
  venues: readonly VenueOption[];
  /** The chosen venue's quota when it blocks publishing (spec section 5), else null. */
  blockedBy: ProducerQuota | null;
  timeZone: string;
  /** Editors and superusers: a venue search beside the chooser, whose choice joins the options. */
  onFoundVenue: ((venue: VenueOption) => void) | null;
};

/** Venue Information: the venue chooser (the venues the user manages; editors may search any) and the publishing block. */
export function VenueSection({ venues, blockedBy, timeZone, onFoundVenue }: VenueSectionProps) {
  const intl = useAppIntl();
  const { register, formState } = useFormContext<EventFormValues>();
  return (
    <FormSection title={intl.formatMessage(messages.title)}>
      <SelectField
        label={intl.formatMessage(messages.venue)}
        required
        description={intl.formatMessage(messages.zoneHelp, { timeZone })}
        {...register('point_of_interest')}
        errors={messagesOf(formState.errors.point_of_interest)}
      >
        <option value="">{intl.formatMessage(common.selectVenue)}</option>
        <SelectOptions options={venues.map((venue) => ({ value: String(venue.id), label: venue.name }))} />
      </SelectField>
      {onFoundVenue && (
        <VenueSearch onChoose={onFoundVenue} />
      )}
      {blockedBy && <PublishingBlock quota={blockedBy} />}
    </FormSection>
  );
}
