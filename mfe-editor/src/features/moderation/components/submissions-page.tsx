import { QUEUE_KINDS, type QueueKind, type QueueOrdering } from '@events/contracts/editor';
import { PagedList } from '@events/remote-kit/paged-list';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { commonMessages } from '../../../i18n/common-messages';
import { Link, useNavigate, useSearchParams } from '@events/router';
import { decideVenue, type VenueDecision } from '../api/decide-venue';
import { useVenueQueue, VENUE_QUEUE_KEY } from '../api/get-venue-queue';
import { QueueItemCard } from './queue-item-card';
import { QUEUE_KIND_MESSAGES } from './queue-kinds';
import './moderation.css';

const BASE = '/manage/venues/claims/submissions/';

const messages = plainMessages(defineMessages({
  decided: {
    id: 'editor.submissions.decided',
    defaultMessage: '{decision, select, publish {Published} merge {Merged} other {Rejected}} venue #{id}.',
  },
  filterByKind: { id: 'editor.submissions.filterByKind', defaultMessage: 'Filter by kind' },
  all: { id: 'editor.submissions.all', defaultMessage: 'All' },
  town: { id: 'editor.submissions.town', defaultMessage: 'Town' },
  filter: { id: 'editor.submissions.filter', defaultMessage: 'Filter' },
  order: { id: 'editor.submissions.order', defaultMessage: 'Order' },
  orderByAge: { id: 'editor.submissions.orderByAge', defaultMessage: 'Order by age:' },
  oldestFirst: { id: 'editor.submissions.oldestFirst', defaultMessage: 'Oldest first' },
  newestFirst: { id: 'editor.submissions.newestFirst', defaultMessage: 'Newest first' },
}));

function hrefOf(params: { kind?: QueueKind; town?: string; ordering: QueueOrdering; page: number }): string {
  const search = new URLSearchParams();
  if (params.kind) search.set('kind', params.kind);
  if (params.town) search.set('town', params.town);
  if (params.ordering !== 'created') search.set('ordering', params.ordering);
  if (params.page > 1) search.set('page', String(params.page));
  const text = search.toString();
  return text ? `${BASE}?${text}` : BASE;
}

/** The desk's venue submissions view: suggestions, submissions and recertify flags waiting for an editor. */
export function SubmissionsPage() {
  const intl = useAppIntl();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const kindParam = search.get('kind');
  const kind = QUEUE_KINDS.find((k) => k === kindParam);
  const town = search.get('town')?.trim() || undefined;
  const ordering: QueueOrdering = search.get('ordering') === '-created' ? '-created' : 'created';
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const list = useVenueQueue({ kind, town, ordering, page });
  const [townDraft, setTownDraft] = useState(town ?? '');
  const [status, setStatus] = useState('');

  const onDecide = useCallback(
    async (id: number, decision: VenueDecision) => {
      await decideVenue(id, decision);
      setStatus(intl.formatMessage(messages.decided, { decision: decision.kind, id: String(id) }));
      await queryClient.invalidateQueries({ queryKey: [VENUE_QUEUE_KEY] });
    },
    [queryClient, intl],
  );

  return (
    <section className="moderation">
      <h1>{intl.formatMessage(commonMessages.venueSubmissions)}</h1>
      <nav aria-label={intl.formatMessage(messages.filterByKind)} className="moderation__filters">
        <ul className="ui-chip-list">
          <li>
            <Link className="ui-chip" to={hrefOf({ town, ordering, page: 1 })} aria-current={kind === undefined ? 'true' : undefined}>
              {intl.formatMessage(messages.all)}
            </Link>
          </li>
          {QUEUE_KINDS.map((k) => (
            <li key={k}>
              <Link className="ui-chip" to={hrefOf({ kind: k, town, ordering, page: 1 })} aria-current={k === kind ? 'true' : undefined}>
                {intl.formatMessage(QUEUE_KIND_MESSAGES[k])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form
        className="moderation__town"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          void navigate(hrefOf({ kind, town: townDraft.trim() || undefined, ordering, page: 1 }));
        }}
      >
        <label htmlFor="moderation-town">{intl.formatMessage(messages.town)}</label>
        <input id="moderation-town" value={townDraft} onChange={(e) => setTownDraft(e.target.value)} />
        <button type="submit" className="ui-button ui-button--secondary">
          {intl.formatMessage(messages.filter)}
        </button>
      </form>
      <nav aria-label={intl.formatMessage(messages.order)} className="moderation__order">
        <span>{intl.formatMessage(messages.orderByAge)}</span>
        <ul className="ui-chip-list">
          <li>
            <Link className="ui-chip" to={hrefOf({ kind, town, ordering: 'created', page: 1 })} aria-current={ordering === 'created' ? 'true' : undefined}>
              {intl.formatMessage(messages.oldestFirst)}
            </Link>
          </li>
          <li>
            <Link className="ui-chip" to={hrefOf({ kind, town, ordering: '-created', page: 1 })} aria-current={ordering === '-created' ? 'true' : undefined}>
              {intl.formatMessage(messages.newestFirst)}
            </Link>
          </li>
        </ul>
      </nav>
      <p role="status" className="moderation__status">
        {status}
      </p>
      <PagedList query={list} page={page} hrefFor={(p) => hrefOf({ kind, town, ordering, page: p })}>
        {(results, busy) => (
          <ul className="queue" aria-busy={busy || undefined}>
            {results.map((item) => (
              <QueueItemCard key={item.id} item={item} onDecide={onDecide} />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
