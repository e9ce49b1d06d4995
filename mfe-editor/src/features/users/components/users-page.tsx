import { useUserContext } from '@events/api-client/use-session';
import { USER_ADMIN_PATH } from '@events/contracts/user-admin';
import { RouterPager } from '@events/remote-kit/router-pager';
import { EmptyState } from '@events/ui/empty-state';
import { ErrorState } from '@events/ui/error-state';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { Spinner } from '@events/ui/spinner';
import { useId, useState, type FormEvent } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { useSearchParams } from '@events/router';
import { commonMessages } from '../../../i18n/common-messages';
import { useUserAdminList } from '../api/user-admin';
import { AccountRow } from './account-row';
import './users.css';

const messages = plainMessages(defineMessages({
  title: { id: 'editor.users.title', defaultMessage: 'Users' },
  searchLabel: { id: 'editor.users.searchLabel', defaultMessage: 'Search by name, username or e-mail' },
  noUsers: { id: 'editor.users.noUsers', defaultMessage: 'No accounts match this search.' },
  total: { id: 'editor.users.total', defaultMessage: '{count, plural, one {# account} other {# accounts}}' },
  accounts: { id: 'editor.users.accounts', defaultMessage: 'Accounts' },
  account: { id: 'editor.users.account', defaultMessage: 'Account' },
  role: { id: 'editor.users.role', defaultMessage: 'Role' },
  active: { id: 'editor.users.active', defaultMessage: 'Active' },
  joined: { id: 'editor.users.joined', defaultMessage: 'Joined' },
  lastLogin: { id: 'editor.users.lastLogin', defaultMessage: 'Last login' },
  password: { id: 'editor.users.password', defaultMessage: 'Password' },
  search: { id: 'editor.users.search', defaultMessage: 'Search' },
}));

/** The address of a search's page (links work in a new tab and without script). */
function pageHref(q: string, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${USER_ADMIN_PATH}?${query}` : USER_ADMIN_PATH;
}

/**
 * Users, /editor/users/ (superusers; issue 27): search the accounts by name, username or e-mail, newest first, and
 * change a role, the active state, or send a reset link, as `npm run user:create` and the database did before.
 */
export function UsersPage() {
  const intl = useAppIntl();
  const user = useUserContext();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(q);
  const list = useUserAdminList(q, page);
  const searchId = useId();

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };

  let body;
  if (list.isError) body = <ErrorState message={intl.formatMessage(commonMessages.fetchResults)} onRetry={() => void list.refetch()} />;
  else if (list.isPending) body = <Spinner />;
  else if (list.data.results.length === 0) body = <EmptyState title={intl.formatMessage(messages.noUsers)} />;
  else {
    body = (
      <>
        <p className="users__total" role="status">
          {intl.formatMessage(messages.total, { count: list.data.pagination.totalItems })}
        </p>
        <div className="users__scroll">
          <table className="users__table">
            <caption className="ui-visually-hidden">{intl.formatMessage(messages.accounts)}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(messages.account)}</th>
                <th scope="col">{intl.formatMessage(messages.role)}</th>
                <th scope="col">{intl.formatMessage(messages.active)}</th>
                <th scope="col">{intl.formatMessage(messages.joined)}</th>
                <th scope="col">{intl.formatMessage(messages.lastLogin)}</th>
                <th scope="col">{intl.formatMessage(messages.password)}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.results.map((account) => (
                <AccountRow key={account.id} account={account} isSelf={account.id === user?.id} />
              ))}
            </tbody>
          </table>
        </div>
        <RouterPager pagination={list.data.pagination} hrefFor={(n) => pageHref(q, n)} />
      </>
    );
  }

  return (
    <div className="ui-page users">
      <h1>{intl.formatMessage(messages.title)}</h1>
      <form className="users__search" role="search" onSubmit={search}>
        <label htmlFor={searchId}>{intl.formatMessage(messages.searchLabel)}</label>
        <input id={searchId} className="ui-input" type="search" value={draft} maxLength={254} onChange={(event) => setDraft(event.target.value)} />
        <button type="submit" className="ui-button">
          {intl.formatMessage(messages.search)}
        </button>
      </form>
      {body}
    </div>
  );
}
