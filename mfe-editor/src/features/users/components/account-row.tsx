import { isApiError } from '@events/api-client/api-error';
import { USER_ADMIN_ROLES, type UserAdminRole, type UserAdminRow, type UserAdminUpdate } from '@events/contracts/user-admin';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { SelectOptions } from '@events/ui/select-options';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { defineMessages, type IntlShape, type MessageDescriptor } from '@events/api-client/intl';
import { sendResetLink, updateAccount, USER_ADMIN_KEY } from '../api/user-admin';

const messages = plainMessages(defineMessages({
  tryAgain: { id: 'editor.accountRow.tryAgain', defaultMessage: 'Please try again.' },
  producer: { id: 'editor.accountRow.producer', defaultMessage: 'Producer' },
  roleOf: { id: 'editor.accountRow.roleOf', defaultMessage: 'Role of {email}' },
  roleSaved: { id: 'editor.accountRow.roleSaved', defaultMessage: 'Role saved.' },
  reactivated: { id: 'editor.accountRow.reactivated', defaultMessage: 'Account reactivated.' },
  deactivated: { id: 'editor.accountRow.deactivated', defaultMessage: 'Account deactivated.' },
  activeOf: { id: 'editor.accountRow.activeOf', defaultMessage: 'Active: {email}' },
  active: { id: 'editor.accountRow.active', defaultMessage: 'Active' },
  inactive: { id: 'editor.accountRow.inactive', defaultMessage: 'Inactive' },
  never: { id: 'editor.accountRow.never', defaultMessage: 'Never' },
  you: { id: 'editor.accountRow.you', defaultMessage: 'You' },
  sendResetLabel: { id: 'editor.accountRow.sendResetLabel', defaultMessage: 'Send reset link to {email}' },
  sendReset: { id: 'editor.accountRow.sendReset', defaultMessage: 'Send reset link' },
  resetSent: { id: 'editor.accountRow.resetSent', defaultMessage: 'A password reset link was sent to {email}.' },
}));

/** USER_ADMIN_ROLE_LABELS of the contracts, in the reader's language. */
const ROLE_MESSAGES: Readonly<Record<UserAdminRole, MessageDescriptor>> = defineMessages({
  user: { id: 'editor.accountRow.roleUser', defaultMessage: 'User' },
  editor: { id: 'editor.accountRow.roleEditor', defaultMessage: 'Editor' },
  superuser: { id: 'editor.accountRow.roleSuperuser', defaultMessage: 'Superuser' },
});

type Outcome = { readonly kind: 'done' | 'failed'; readonly text: string } | null;

function failureText(intl: IntlShape, error: unknown): string {
  if (!isApiError(error)) return intl.formatMessage(messages.tryAgain);
  return error.detail ?? (Object.values(error.fieldErrors).flat().join(' ') || intl.formatMessage(messages.tryAgain));
}

/** A day in the reader's language (`Mar 14, 2027`). */
const dayOf = (intl: IntlShape, iso: string): string => intl.formatDate(iso, { dateStyle: 'medium' });

/**
 * One account on the Users screen: its role and active state change as soon as they are picked (each a staff
 * action), and a reset link is one click. The superuser's own row is read-only.
 */
export function AccountRow({ account, isSelf }: { account: UserAdminRow; isSelf: boolean }) {
  const intl = useAppIntl();
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
      setOutcome({ kind: 'failed', text: failureText(intl, error) });
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
        {account.isProducer && <span className="users__tag">{intl.formatMessage(messages.producer)}</span>}
      </th>
      <td>
        <select
          className="ui-input"
          aria-label={intl.formatMessage(messages.roleOf, { email: account.email })}
          value={role}
          disabled={isSelf || busy}
          onChange={(event) => change({ role: event.target.value as UserAdminRow['role'] }, intl.formatMessage(messages.roleSaved))}
        >
          <SelectOptions options={USER_ADMIN_ROLES.map((value) => ({ value, label: intl.formatMessage(ROLE_MESSAGES[value]) }))} />
        </select>
      </td>
      <td>
        <label className="users__active">
          <input
            type="checkbox"
            checked={active}
            disabled={isSelf || busy}
            onChange={(event) =>
              change({ is_active: event.target.checked }, intl.formatMessage(event.target.checked ? messages.reactivated : messages.deactivated))
            }
          />
          <span className="ui-visually-hidden">{intl.formatMessage(messages.activeOf, { email: account.email })}</span>
          <span aria-hidden="true">{intl.formatMessage(active ? messages.active : messages.inactive)}</span>
        </label>
      </td>
      <td>
        <time dateTime={account.dateJoined}>{dayOf(intl, account.dateJoined)}</time>
      </td>
      <td>{account.lastLogin ? <time dateTime={account.lastLogin}>{dayOf(intl, account.lastLogin)}</time> : intl.formatMessage(messages.never)}</td>
      <td>
        {isSelf ? (
          <span>{intl.formatMessage(messages.you)}</span>
        ) : (
          <button
            type="button"
            className="ui-button ui-button--secondary"
            disabled={busy || !active}
            aria-label={intl.formatMessage(messages.sendResetLabel, { email: account.email })}
            onClick={() => void run(() => sendResetLink(account.id), intl.formatMessage(messages.resetSent, { email: account.email }))}
          >
            {intl.formatMessage(messages.sendReset)}
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
