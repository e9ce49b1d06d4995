import { defineMessages } from '@events/api-client/intl';
import { plainMessages } from '@events/ui/i18n/app-intl';

/** FEDIVERSE_MESSAGES of the contracts that the blocked servers' screen shows, in the reader's language. */
export const fediverseMessages = plainMessages(defineMessages({
  blocksIntro: {
    id: 'editor.fediverse.blocksIntro',
    defaultMessage: 'A blocked server cannot follow venues, its followers are removed, and no activity is delivered to it any more.',
  },
  blocksEmpty: { id: 'editor.fediverse.blocksEmpty', defaultMessage: 'No server is blocked.' },
  blockLabel: { id: 'editor.fediverse.blockLabel', defaultMessage: 'Server to block' },
  blockHint: { id: 'editor.fediverse.blockHint', defaultMessage: 'Its domain, for example spam.example' },
  block: { id: 'editor.fediverse.block', defaultMessage: 'Block' },
  unblock: { id: 'editor.fediverse.unblock', defaultMessage: 'Unblock {domain}' },
  blocked: { id: 'editor.fediverse.blocked', defaultMessage: '{domain} is blocked.' },
  unblocked: { id: 'editor.fediverse.unblocked', defaultMessage: '{domain} is no longer blocked.' },
  blockedOn: { id: 'editor.fediverse.blockedOn', defaultMessage: 'Blocked {date}' },
  followersRemoved: { id: 'editor.fediverse.followersRemoved', defaultMessage: '{count, plural, one {# follower removed} other {# followers removed}}' },
  loadFailed: { id: 'editor.fediverse.loadFailed', defaultMessage: 'Failed to load the blocked servers. Please try again.' },
  saveFailed: { id: 'editor.fediverse.saveFailed', defaultMessage: 'Failed to save. Please try your request again.' },
}));
