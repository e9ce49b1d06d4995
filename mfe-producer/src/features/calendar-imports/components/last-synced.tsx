import { useAppIntl } from '@events/ui/i18n/app-intl';
import { timeAgo } from '@events/ui/i18n/time-ago';
import { type ReactNode, useEffect, useState } from 'react';
import { CALENDAR_IMPORTS_TEXT as T } from '../utils/import-summary';

/** How often "5 minutes ago" is worked out again. */
const TICK_MS = 60_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** "Last synced 5 minutes ago (Mar 14, 2027, 11:56 PM)", in a <time> carrying the instant; or "Not synced yet". */
export function LastSynced({ at }: { at: string | null }) {
  const intl = useAppIntl();
  const now = useNow();
  if (at === null) return <p className="calendar-source__synced">{intl.formatMessage(T.notSynced)}</p>;
  // Both from the intl, so every language (the pseudo-locale too) words them: a sync the server stamped a moment ahead
  // of this browser's clock happened just now; the instant in the language's own order and clock ("14 mar 2027, 23:56").
  const relative = timeAgo(intl, at, intl.formatMessage(T.justNow), now);
  const exact = intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <p className="calendar-source__synced">
      {intl.formatMessage(T.lastSynced, {
        relative,
        exact,
        time: (chunks: ReactNode[]) => (
          <time dateTime={at} title={exact}>
            {chunks}
          </time>
        ),
      })}
    </p>
  );
}
