import type { DistanceUnit } from '@events/contracts/reference';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { commonMessages } from '../../../../i18n/common-messages';
import { radiusOptions } from '../../../../utils/search-state';

/** The Distance choices of a listing's filters, as `<option>`s: "Within 5 mi" ... "Global". */
export function RadiusOptions({ units }: { units: DistanceUnit }) {
  const intl = useAppIntl();
  return radiusOptions(intl, units).map((option) => (
    <option key={option.value} value={option.value}>
      {option.global ? option.label : intl.formatMessage(commonMessages.withinRadius, { distance: option.label })}
    </option>
  ));
}
