import { defineMessages } from '@events/api-client/intl';
import { plainMessages } from '@events/ui/i18n/app-intl';

/**
 * The account page's own notices, as libs/contracts ACCOUNT_MESSAGES words them in English (the server words its
 * answers in the request's language itself).
 */
export const accountMessages = plainMessages(defineMessages({
  updated: { id: 'account.messages.updated', defaultMessage: 'Your account details were saved.' },
  passwordChanged: { id: 'account.messages.passwordChanged', defaultMessage: 'Your password was changed.' },
  socialDisconnected: { id: 'account.messages.socialDisconnected', defaultMessage: '{provider} was disconnected.' },
  deleteTitle: { id: 'account.messages.deleteTitle', defaultMessage: 'Delete your account?' },
  deleteText: {
    id: 'account.messages.deleteText',
    defaultMessage: 'Your account, address book, saved events, venues and searches will be deleted permanently.',
  },
  confirmationSent: { id: 'account.messages.confirmationSent', defaultMessage: 'We sent a link to {email}. Open it to confirm the address.' },
  notConfirmed: { id: 'account.messages.notConfirmed', defaultMessage: 'Your e-mail address is not confirmed yet.' },
  changePending: {
    id: 'account.messages.changePending',
    defaultMessage: 'Your e-mail address changes to {email} once you open the link we sent there.',
  },
}));
