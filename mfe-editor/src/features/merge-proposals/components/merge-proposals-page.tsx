import type { MergeDecision, MergeProposal } from '@events/contracts/merge-proposals';
import { EDITOR_DESK_PATHS } from '@events/contracts/editor';
import { PagedList } from '@events/remote-kit/paged-list';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { useSearchParams } from '@events/router';
import { commonMessages } from '../../../i18n/common-messages';
import { decideMergeProposal, MERGE_PROPOSALS_KEY, useMergeProposals } from '../api/merge-proposals';
import { MergeProposalCard } from './merge-proposal-card';
import './merge-proposals.css';

const messages = plainMessages(defineMessages({
  merged: { id: 'editor.mergeProposals.merged', defaultMessage: 'Merged: “{name}” now follows its calendar.' },
  keptBoth: { id: 'editor.mergeProposals.keptBoth', defaultMessage: 'Kept both: “{name}” is listed from its calendar too.' },
  intro: {
    id: 'editor.mergeProposals.intro',
    defaultMessage: 'Events from producers’ calendars that look like events already listed at the same venue and hour. Compare them, then merge them or keep both.',
  },
}));

const BASE = EDITOR_DESK_PATHS.mergeProposals;
const hrefOf = (page: number): string => (page > 1 ? `${BASE}?page=${page}` : BASE);

/**
 * The desk's proposed merges (issue 30): events a calendar import did not list because they look like events
 * already listed at the venue, each beside its look-alike, for an editor to merge or keep both.
 */
export function MergeProposalsPage() {
  const intl = useAppIntl();
  const [search] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const list = useMergeProposals(page);
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);

  const onDecide = useCallback(
    async (proposal: MergeProposal, decision: MergeDecision) => {
      await decideMergeProposal(proposal.id, decision);
      const name = decision === 'merge' ? proposal.listed.name : proposal.imported.name;
      setStatus(intl.formatMessage(decision === 'merge' ? messages.merged : messages.keptBoth, { name }));
      await queryClient.invalidateQueries({ queryKey: [MERGE_PROPOSALS_KEY] });
      // The decided card is gone: the keyboard continues from the outcome, not from the top of the page.
      statusRef.current?.focus();
    },
    [queryClient, intl],
  );

  return (
    <section className="merge-proposals">
      <h1>{intl.formatMessage(commonMessages.proposedMerges)}</h1>
      <p>{intl.formatMessage(messages.intro)}</p>
      <p role="status" className="merge-proposals__status" ref={statusRef} tabIndex={-1}>
        {status}
      </p>
      <PagedList query={list} page={page} hrefFor={hrefOf}>
        {(results, busy) => (
          <ul className="merge-proposals__list" aria-busy={busy || undefined}>
            {results.map((proposal) => (
              <MergeProposalCard key={proposal.id} proposal={proposal} onDecide={onDecide} />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
