import { useUserContext } from '@events/api-client/use-session';
import { ERRORS } from '@events/contracts/messages';
import { USER_ADMIN_MESSAGES, USER_ADMIN_PATH } from '@events/contracts/user-admin';
import { RouterPager } from '@events/remote-kit/router-pager';
import { EmptyState } from '@events/ui/empty-state';
import { ErrorState } from '@events/ui/error-state';
import { Spinner } from '@events/ui/spinner';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from '@events/router';
import { useUserAdminList } from '../api/user-admin';
import { AccountRow } from './account-row';
import './users.css';

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
  if (list.isError) body = <ErrorState message={ERRORS.fetchResults} onRetry={() => void list.refetch()} />;
  else if (list.isPending) body = <Spinner />;
  else if (list.data.results.length === 0) body = <EmptyState title={USER_ADMIN_MESSAGES.noUsers} />;
  else {
    body = (
      <>
        <p className="users__total" role="status">
          {list.data.pagination.totalItems.toLocaleString('en-US')} account{list.data.pagination.totalItems === 1 ? '' : 's'}
        </p>
        <div className="users__scroll">
          <table className="users__table">
            <caption className="ui-visually-hidden">Accounts</caption>
            <thead>
              <tr>
                <th scope="col">Account</th>
                <th scope="col">Role</th>
                <th scope="col">Active</th>
                <th scope="col">Joined</th>
                <th scope="col">Last login</th>
                <th scope="col">Password</th>
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
      <h1>{USER_ADMIN_MESSAGES.title}</h1>
      <form className="users__search" role="search" onSubmit={search}>
        <label htmlFor={searchId}>{USER_ADMIN_MESSAGES.searchLabel}</label>
        <input id={searchId} className="ui-input" type="search" value={draft} maxLength={254} onChange={(event) => setDraft(event.target.value)} />
        <button type="submit" className="ui-button">
          Search
        </button>
      </form>
      {body}
    </div>
  );
}
