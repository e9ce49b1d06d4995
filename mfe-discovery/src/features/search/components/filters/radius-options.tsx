import type { DistanceUnit } from '@events/contracts/reference';
import { radiusOptions } from '../../../../utils/search-state';

/** The Distance choices of a listing's filters, as `<option>`s: "Within 5 mi" ... "Global". */
export function RadiusOptions({ units }: { units: DistanceUnit }) {
  return radiusOptions(units).map((option) => (
    <option key={option.value} value={option.value}>
      {option.label === 'Global' ? 'Global' : `Within ${option.label}`}
    </option>
  ));
}
