import type { BlockedDomain } from '@events/contracts/federation';
import { REGION_TIME_ZONE } from '@events/contracts/reference';
import { Button } from '@events/ui/button';
import { EmptyState } from '@events/ui/empty-state';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { fediverseMessages } from './fediverse-messages';

type ItemProps = { readonly blocked: BlockedDomain; readonly busy: boolean; readonly onUnblock: (domain: string) => void };

function BlockedDomainItem({ blocked, busy, onUnblock }: ItemProps) {
  const intl = useAppIntl();
  // The day in the region's zone (`Mar 14, 2027`): a block made late in the evening keeps that evening's date.
  const day = intl.formatDate(blocked.created, { dateStyle: 'medium', timeZone: REGION_TIME_ZONE });
  return (
    <li className="federation-blocks__item">
      <span className="federation-blocks__domain">{blocked.domain}</span>
      <span>{intl.formatMessage(fediverseMessages.blockedOn, { date: day })}</span>
      <span>{intl.formatMessage(fediverseMessages.followersRemoved, { count: blocked.followersRemoved })}</span>
      {/* The button's text names its server, so each reads apart from the others in a screen reader's list. */}
      <Button variant="secondary" busy={busy} onClick={() => onUnblock(blocked.domain)}>
        {intl.formatMessage(fediverseMessages.unblock, { domain: blocked.domain })}
      </Button>
    </li>
  );
}

type ListProps = {
  readonly blocked: readonly BlockedDomain[];
  /** The id of the heading that names the list. */
  readonly labelledBy: string;
  /** The server whose unblock is under way, if any. */
  readonly unblocking: string | null;
  readonly onUnblock: (domain: string) => void;
};

/** The blocked servers, the last blocked first as the API lists them, or the empty state when there are none. */
export function BlockedDomainList({ blocked, labelledBy, unblocking, onUnblock }: ListProps) {
  const intl = useAppIntl();
  if (blocked.length === 0) return <EmptyState title={intl.formatMessage(fediverseMessages.blocksEmpty)} />;
  return (
    <ul className="federation-blocks__list" aria-labelledby={labelledBy}>
      {blocked.map((item) => (
        <BlockedDomainItem key={item.domain} blocked={item} busy={unblocking === item.domain} onUnblock={onUnblock} />
      ))}
    </ul>
  );
}
