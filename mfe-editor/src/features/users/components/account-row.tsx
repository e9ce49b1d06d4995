import { isApiError } from '@events/api-client/api-error';
import { USER_ADMIN_MESSAGES, USER_ADMIN_ROLE_LABELS, USER_ADMIN_ROLES, type UserAdminRow, type UserAdminUpdate } from '@events/contracts/user-admin';
import { SelectOptions, labelledOptions } from '@events/ui/select-options';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { sendResetLink, updateAccount, USER_ADMIN_KEY } from '../api/user-admin';

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

type Outcome = { readonly kind: 'done' | 'failed'; readonly text: string } | null;

function failureText(error: unknown): string {
  if (!isApiError(error)) return 'Please try again.';
  return error.detail ?? (Object.values(error.fieldErrors).flat().join(' ') || 'Please try again.');
}

/**
 * One account on the Users screen: its role and active state change as soon as they are picked (each a staff
 * action), and a reset link is one click. The superuser's own row is read-only.
 */
export function AccountRow({ account, isSelf }: { account: UserAdminRow; isSelf: boolean }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // What was picked shows at once; the list's next answer confirms it, a failure puts the account's own back.
  const [picked, setPicked] = useState<UserAdminUpdate>({});
  const role = picked.role ?? account.role;
  const active = picked.is_active ?? account.isActive;
  const name = `${account.firstName} ${account.lastName}`.trim();

  async function run(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    setOutcome(null);
    try {
      await work();
      setOutcome({ kind: 'done', text: done });
      await queryClient.invalidateQueries({ queryKey: USER_ADMIN_KEY });
    } catch (error) {
      setOutcome({ kind: 'failed', text: failureText(error) });
    } finally {
      setPicked({});
      setBusy(false);
    }
  }

  const change = (body: UserAdminUpdate, done: string) => {
    setPicked(body);
    void run(() => updateAccount(account.id, body), done);
  };

  return (
    <tr data-testid="account-row" aria-busy={busy || undefined}>
      <th scope="row">
        <span className="users__name">{name || account.username}</span>
        <span className="users__email">{account.email}</span>
        {account.isProducer && <span className="users__tag">Producer</span>}
      </th>
      <td>
        <select
          className="ui-input"
          aria-label={`Role of ${account.email}`}
          value={role}
          disabled={isSelf || busy}
          onChange={(event) => change({ role: event.target.value as UserAdminRow['role'] }, 'Role saved.')}
        >
          <SelectOptions options={labelledOptions(USER_ADMIN_ROLES, USER_ADMIN_ROLE_LABELS)} />
        </select>
      </td>
      <td>
        <label className="users__active">
          <input
            type="checkbox"
            checked={active}
            disabled={isSelf || busy}
            onChange={(event) => change({ is_active: event.target.checked }, event.target.checked ? 'Account reactivated.' : 'Account deactivated.')}
          />
          <span className="ui-visually-hidden">Active: {account.email}</span>
          <span aria-hidden="true">{active ? 'Active' : 'Inactive'}</span>
        </label>
      </td>
      <td>
        <time dateTime={account.dateJoined}>{DAY.format(new Date(account.dateJoined))}</time>
      </td>
      <td>{account.lastLogin ? <time dateTime={account.lastLogin}>{DAY.format(new Date(account.lastLogin))}</time> : 'Never'}</td>
      <td>
        {isSelf ? (
          <span>You</span>
        ) : (
          <button
            type="button"
            className="ui-button ui-button--secondary"
            disabled={busy || !active}
            aria-label={`Send reset link to ${account.email}`}
            onClick={() => void run(() => sendResetLink(account.id), USER_ADMIN_MESSAGES.resetSent(account.email))}
          >
            Send reset link
          </button>
        )}
        {outcome && (
          <p className={`users__outcome users__outcome--${outcome.kind}`} role={outcome.kind === 'failed' ? 'alert' : 'status'}>
            {outcome.text}
          </p>
        )}
      </td>
    </tr>
  );
}
