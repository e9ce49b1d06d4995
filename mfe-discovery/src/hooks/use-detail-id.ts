import { useLocation } from '@events/router';
import { detailIdOf } from '../utils/detail-path';

/** The id of the event or venue the current address names (null when it names none). */
export function useDetailId(list: 'events' | 'venues'): number | null {
  return detailIdOf(useLocation().pathname, list);
}
