import { useAppIntl } from '@events/ui/i18n/app-intl';
import { QueryResult } from '@events/ui/query-result';
import { useRef, useState } from 'react';
import { commonMessages } from '../../../i18n/common-messages';
import { useBlockedDomains } from '../api/get-blocked-domains';
import { useUnblockDomain } from '../api/unblock-domain';
import { BlockDomainForm } from './block-domain-form';
import { BlockedDomainList } from './blocked-domain-list';
import { fediverseMessages } from './fediverse-messages';
import './blocked-domains.css';

const TITLE_ID = 'federation-blocks-title';

/**
 * Blocked fediverse servers, /editor/fediverse/ (editors and superusers; issue 33): a form to block a server and
 * the servers blocked, the last first, each with Unblock. One polite status says what the last action did.
 */
export function BlockedDomainsPage() {
  const intl = useAppIntl();
  const list = useBlockedDomains();
  const unblock = useUnblockDomain();
  const [status, setStatus] = useState('');
  const titleRef = useRef<HTMLHeadingElement>(null);

  function onUnblock(domain: string) {
    setStatus('');
    unblock.mutate(domain, {
      onSuccess: () => {
        setStatus(intl.formatMessage(fediverseMessages.unblocked, { domain }));
        // The row and the focused button are gone: the heading takes the focus rather than the document's start.
        titleRef.current?.focus();
      },
    });
  }

  return (
    <div className="ui-page federation-blocks">
      <h1 id={TITLE_ID} ref={titleRef} tabIndex={-1}>
        {intl.formatMessage(commonMessages.blocksTitle)}
      </h1>
      <p>{intl.formatMessage(fediverseMessages.blocksIntro)}</p>
      <BlockDomainForm
        onBlocked={(blocked) => {
          unblock.reset();
          setStatus(intl.formatMessage(fediverseMessages.blocked, { domain: blocked.domain }));
        }}
      />
      {/* Always in the page, so a screen reader announces each new text put in it. */}
      <p role="status" className="federation-blocks__status">
        {status}
      </p>
      {unblock.isError && <p role="alert">{intl.formatMessage(fediverseMessages.saveFailed)}</p>}
      <QueryResult query={list} errorMessage={intl.formatMessage(fediverseMessages.loadFailed)}>
        {(data) =>
          <BlockedDomainList
            blocked={data.results}
            labelledBy={TITLE_ID}
            unblocking={unblock.isPending ? (unblock.variables ?? null) : null}
            onUnblock={onUnblock}
          />
        }
      </QueryResult>
    </div>
  );
}
