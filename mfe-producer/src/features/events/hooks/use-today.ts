import { localDateOf } from '@events/domain/local-time';
import { useState } from 'react';

/** Today's date in `timeZone` (yyyy-MM-dd), as of when the screen opened. */
export function useToday(timeZone: string): string {
  const [now] = useState(() => Date.now());
  return localDateOf(now, timeZone);
}
